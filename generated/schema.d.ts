export interface paths {
    "/v1/access_token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Exchange the authorized request token for an access token (GET)
         * @description The same call as `createAccessToken`, sent as GET, which the service also accepts. The OAuth parameters
         *     go in the query string or in the `Authorization: OAuth ...` header (equivalent placements; a request uses
         *     one of them). `oauth_consumer_key`, `oauth_token`, `oauth_verifier`, `oauth_signature_method` and
         *     `oauth_signature` are required in one of the two places, which is why the query parameters are not
         *     marked required here.
         *
         *     Signed with the consumer secret together with the request token secret. The request token is valid for
         *     **10 minutes**. The answer has the same shape as the POST: `oauth_token`, `oauth_token_secret` (and
         *     `user_id`) as URL-encoded tuples.
         */
        get: operations["getAccessToken"];
        put?: never;
        /**
         * Exchange the authorized request token for an access token
         * @description The last step of the OAuth 1.0 handshake: the token credentials step of RFC 5849. The consumer exchanges
         *     the request token that the user authorized, with the verifier it received, for an access token.
         *
         *     **Parameters.** `oauth_consumer_key`, `oauth_token` (the request token), `oauth_verifier` (from the
         *     redirect to the callback, or the PIN the user typed in), `oauth_signature_method` (`PLAINTEXT` or
         *     `HMAC-SHA1`) and `oauth_signature` are required. They may be sent as form fields of the body
         *     (`application/x-www-form-urlencoded`) or in the `Authorization: OAuth ...` header: the two placements
         *     are equivalent, so the body is optional when the header carries them. With `HMAC-SHA1`,
         *     `oauth_timestamp` and `oauth_nonce` are needed as on every signed call.
         *
         *     **Signing.** With the consumer secret together with the request token secret (PLAINTEXT: the consumer
         *     secret, `&` and the request token secret).
         *
         *     **Request token lifetime.** The request token is valid for **10 minutes** after it was issued. A
         *     successful exchange replaces it by the access token; an expired one must be obtained again.
         *
         *     **Answer.** URL-encoded `name=value` tuples: `oauth_token` and `oauth_token_secret` (the access token
         *     and its secret), plus `user_id` (the scrambled id of the authorizing user; known from client libraries).
         *     The client stores the access token until it becomes invalid (it expires, the user revokes it, or the
         *     user changes the password) and then repeats the handshake. Its lifetime is not shown; a client library's
         *     README says access tokens may work for up to ten years.
         *
         *     The same call is also accepted as GET (`getAccessToken`).
         */
        post: operations["createAccessToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/activities/{activity_id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The activity's id, as found in `ids` of a feed entry. */
                activity_id: components["parameters"]["ActivityId"];
            };
            cookie?: never;
        };
        /**
         * List the comments on an activity
         * @description Lists the comments on an activity, a page at a time (`limit`, `offset`), with `user_fields` for the users
         *     in them, as the official iOS client asks for them. The order of the comments is not shown.
         */
        get: operations["listActivityComments"];
        put?: never;
        /**
         * Comment on an activity
         * @description Adds a comment to an activity. Only an activity whose `possible_actions` contains `COMMENT` can be
         *     commented on. The official iOS client reads the success body as the plain-text sentence "The comment was
         *     created successfully", not JSON; the status code is not documented.
         */
        post: operations["createActivityComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/activities/{activity_id}/comments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The activity's id, as found in `ids` of a feed entry. */
                activity_id: components["parameters"]["ActivityId"];
                /** @description The id of the comment to delete. */
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a comment on an activity
         * @description Deletes a comment on an activity. Users can delete only their own comments and comments on their own
         *     activities.
         */
        delete: operations["deleteActivityComment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/activities/{activity_id}/like": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The activity's id, as found in `ids` of a feed entry. */
                activity_id: components["parameters"]["ActivityId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Like an activity
         * @description Adds the current user to the users who like an activity. Only an activity whose `possible_actions`
         *     contains `LIKE` can be liked.
         */
        put: operations["likeActivity"];
        post?: never;
        /**
         * Unlike an activity
         * @description Removes the current user's like from an activity. Only an activity whose `possible_actions` contains
         *     `LIKE` can be liked or unliked.
         */
        delete: operations["unlikeActivity"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/activities/{activity_id}/likes": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The activity's id, as found in `ids` of a feed entry. */
                activity_id: components["parameters"]["ActivityId"];
            };
            cookie?: never;
        };
        /**
         * List who likes an activity
         * @description Lists the users who like an activity, a page at a time.
         */
        get: operations["listActivityLikes"];
        /**
         * Like an activity (alias)
         * @description The same call as `PUT /v1/activities/{activity_id}/like` (likeActivity), at the path the service's official
         *     Ruby client uses. Adds the current user to the users who like an activity.
         */
        put: operations["likeActivityAlias"];
        post?: never;
        /**
         * Unlike an activity (alias)
         * @description The same call as `DELETE /v1/activities/{activity_id}/like` (unlikeActivity), at the path the service's
         *     official Ruby client uses. Removes the current user's like from an activity.
         */
        delete: operations["unlikeActivityAlias"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/activities/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The activity's id, as found in `ids` of a feed entry. */
                id: string;
            };
            cookie?: never;
        };
        /**
         * Show an activity
         * @description Returns a single activity. The response has the format of the network feed, but a single activity is
         *     never aggregated (`aggregated` is false and `aggregated_by` null).
         */
        get: operations["getActivity"];
        put?: never;
        post?: never;
        /**
         * Delete an activity
         * @description Deletes an activity. Users can delete only their own activities, and only those whose `possible_actions`
         *     contains `DELETE`.
         */
        delete: operations["deleteActivity"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/activities/{id}/share": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the activity to share. */
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Share an activity
         * @description Recommends an activity to the current user's network, optionally with a text. This creates a new activity
         *     of the current user. Only an activity whose `possible_actions` contains `SHARE` can be shared.
         */
        post: operations["shareActivity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * User authorization page
         * @description The second step of the OAuth 1.0 handshake. It is not an API call: the application redirects the user's
         *     browser here (on the authorization host `{auth_url}`) with the request token. The user logs in and
         *     grants or denies the application access.
         *
         *     - **Granted:** the user is redirected to the `oauth_callback` URL given at the request-token call, with
         *       `oauth_token` and a randomly generated `oauth_verifier` added as query parameters. The application
         *       exchanges both for an access token (`createAccessToken`).
         *     - **Out-of-band** (`oauth_callback` was `oob`): the page displays the verifier (a PIN) to the user, and
         *       the application must prompt the user to enter it.
         *     - **Denied:** a cancellation page is displayed.
         *     - **Already authorized:** when an active access token already exists for the consumer, the user is not
         *       asked to approve the rights again.
         *
         *     The request token is valid for **10 minutes** after it was issued. Test consumers may be authorized by
         *     any user; their dialog shows a warning that the consumer is not meant for production.
         *
         *     **Redirect status.** The service says that the user is redirected to the callback but not with which
         *     status, so the redirect is modelled as `3XX` with a `Location` header. The page itself is modelled as
         *     `2XX`, its exact status not being shown either (the page's markup is not shown; the examples are illustrative).
         */
        get: operations["authorize"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/companies/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search companies
         * @description Finds companies by keywords.
         */
        get: operations["findCompanies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/companies/recommendations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Companies recommended to you
         * @description Lists companies recommended to the current user.
         */
        get: operations["listCompanyRecommendations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/companies/updates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of an update that a company posted. */
                id: components["parameters"]["CompanyUpdateId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Edit a company update
         * @description Changes the headline or the text of a company update.
         */
        put: operations["updateCompanyUpdate"];
        post?: never;
        /**
         * Delete a company update
         * @description Deletes a company update.
         */
        delete: operations["deleteCompanyUpdate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/companies/updates/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of an update that a company posted. */
                id: components["parameters"]["CompanyUpdateId"];
            };
            cookie?: never;
        };
        /**
         * List the comments on a company update
         * @description Lists the comments on a company update.
         */
        get: operations["listCompanyUpdateComments"];
        put?: never;
        /**
         * Comment on a company update
         * @description Adds the current user's comment to a company update.
         */
        post: operations["createCompanyUpdateComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/companies/updates/{id}/comments/{comment_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of an update that a company posted. */
                id: components["parameters"]["CompanyUpdateId"];
                /** @description The id of a comment on the update. */
                comment_id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a comment on a company update
         * @description Deletes a comment on a company update.
         */
        delete: operations["deleteCompanyUpdateComment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/companies/updates/{id}/like": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of an update that a company posted. */
                id: components["parameters"]["CompanyUpdateId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Like a company update
         * @description Adds the current user to the users who like a company update.
         */
        put: operations["likeCompanyUpdate"];
        post?: never;
        /**
         * Unlike a company update
         * @description Takes back the current user's like of a company update.
         */
        delete: operations["unlikeCompanyUpdate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/companies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of a company (its company page on the service), as company search answers it. */
                id: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        /**
         * Show a company
         * @description Returns one company.
         */
        get: operations["getCompany"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/companies/{id}/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of a company (its company page on the service), as company search answers it. */
                id: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        /**
         * List your contacts at a company
         * @description Lists the current user's contacts who work at a company.
         */
        get: operations["listCompanyContacts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/companies/{id}/employees": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of a company (its company page on the service), as company search answers it. */
                id: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        /**
         * List a company's employees
         * @description Lists the users who work at a company.
         */
        get: operations["listCompanyEmployees"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/companies/{id}/follow": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of a company (its company page on the service), as company search answers it. */
                id: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Follow a company
         * @description Makes the current user follow a company. It is listed among the companies the user follows until the user unfollows it.
         */
        put: operations["followCompany"];
        post?: never;
        /**
         * Unfollow a company
         * @description Stops the current user following a company.
         */
        delete: operations["unfollowCompany"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/companies/{id}/updates": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of a company (its company page on the service), as company search answers it. */
                id: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        /**
         * List a company's updates
         * @description Lists the updates a company posted, a page at a time.
         */
        get: operations["listCompanyUpdates"];
        put?: never;
        /**
         * Post a company update
         * @description Posts an update for a company that the current user manages: a headline and a text.
         */
        post: operations["createCompanyUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/groups/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find groups by keywords
         * @description Searches groups by keywords. Empty keywords give an empty result. Each item wraps its group as
         *     `{"group": {...}}`.
         *
         *     Experimental: test consumers may use experimental calls. The official Android client flags its
         *     response format as broken, so the shape may change.
         */
        get: operations["findGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/groups/forums/posts/comments/{comment_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a comment
         * @description Deletes a comment on a post. Whether the current user may delete it shows in the comment's `permissions`
         *     (`DELETE`). The call takes no body.
         */
        delete: operations["deletePostComment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/groups/forums/posts/comments/{comment_id}/like": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of a comment on a post in a group forum. */
                comment_id: components["parameters"]["PostCommentId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Like a comment
         * @description Adds the current user's like to a comment on a post: its `user_liked` becomes true. The comment's
         *     `permissions` say whether the user may like it (`LIKE`). The call takes no body.
         */
        put: operations["likeComment"];
        post?: never;
        /**
         * Unlike a comment
         * @description Removes the current user's like from a comment on a post: its `user_liked` becomes false. The comment's
         *     `permissions` say whether the user may unlike it (`UNLIKE`).
         */
        delete: operations["unlikeComment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/groups/forums/posts/comments/{comment_id}/likes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the users who like a comment
         * @description Returns the users who like a comment on a post, a page at a time. Each user carries only `id` unless
         *     `user_fields` asks for more.
         */
        get: operations["listCommentLikes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/groups/forums/posts/{post_id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of a post in a group forum. */
                post_id: components["parameters"]["PostId"];
            };
            cookie?: never;
        };
        /**
         * Show a post
         * @description Returns one post. Reading it does not change the group's unread counters. The address in `image_url` is
         *     valid for 6 hours.
         */
        get: operations["getPost"];
        put?: never;
        post?: never;
        /**
         * Delete a post
         * @description Deletes the post. Whether the current user may delete it shows in the post's `permissions` (`DELETE`).
         *     The call takes no body.
         */
        delete: operations["deletePost"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/groups/forums/posts/{post_id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of a post in a group forum. */
                post_id: components["parameters"]["PostId"];
            };
            cookie?: never;
        };
        /**
         * List the comments of a post
         * @description Returns the comments of the post, a page at a time, sorted by `created_at`: oldest first by default, newest
         *     first with `sort_direction=desc`. Nested authors carry only `id` unless `user_fields` asks for more.
         */
        get: operations["listPostComments"];
        put?: never;
        /**
         * Comment on a post
         * @description Adds a comment to the post. `content` is required. An image may be attached only with a JSON body, as
         *     `{"image": {"file_name", "mime_type", "content"}}` with the file Base64-encoded (smaller than 9 MB; JPEG,
         *     PNG, GIF or BMP); until the image has been processed, the comment listing shows a placeholder image.
         *     `media_preview_id` shows a preview of a linked page (see `createMediaPreview`). The official clients send
         *     `content` as a query parameter.
         *
         *     This call is throttled per call. A consumer or user over the limit gets 403 `RATE_LIMIT_EXCEEDED`
         *     (example `rateLimitExceeded`).
         */
        post: operations["createPostComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/groups/forums/posts/{post_id}/like": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of a post in a group forum. */
                post_id: components["parameters"]["PostId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Like a post
         * @description Adds the current user's like to the post: its `user_liked` becomes true. The post's `permissions` say
         *     whether the user may like it (`LIKE`). The call takes no body.
         */
        put: operations["likePost"];
        post?: never;
        /**
         * Unlike a post
         * @description Removes the current user's like from the post: its `user_liked` becomes false. The post's `permissions` say
         *     whether the user may unlike it (`UNLIKE`).
         */
        delete: operations["unlikePost"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/groups/forums/posts/{post_id}/likes": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of a post in a group forum. */
                post_id: components["parameters"]["PostId"];
            };
            cookie?: never;
        };
        /**
         * List the users who like a post
         * @description Returns the users who like a post in a group forum, a page at a time. Each user carries only `id` unless `user_fields` asks for more.
         */
        get: operations["listPostLikes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/groups/forums/{forum_id}/posts": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The forum id. */
                forum_id: string;
            };
            cookie?: never;
        };
        /**
         * List the posts of a forum
         * @description Returns the posts of the forum, a page at a time, newest first (by `created_at`, descending).
         */
        get: operations["listForumPosts"];
        put?: never;
        /**
         * Create a post in a forum
         * @description Creates a post in the forum. `title` and `content` are required. An image may be attached only with a
         *     JSON body, as `{"image": {"file_name", "mime_type", "content"}}` with the file Base64-encoded (smaller
         *     than 9 MB; JPEG, PNG, GIF or BMP). `media_preview_id` attaches a preview of a linked page.
         *
         *     This call is throttled per call. A consumer or user over the limit gets 403 `RATE_LIMIT_EXCEEDED`
         *     (example `rateLimitExceeded`).
         */
        post: operations["createForumPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/groups/media_previews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a preview of a linked page
         * @description Creates a preview of the web page at `url` (its title, a summary and an image). Pass the returned `id` as
         *     `media_preview_id` when creating a post (`createForumPost`) or a comment (`createPostComment`) to show the
         *     preview there. The official clients send `url` as a query parameter.
         *
         *     This call is throttled per call. A consumer or user over the limit gets 403 `RATE_LIMIT_EXCEEDED`
         *     (example `rateLimitExceeded`).
         */
        post: operations["createMediaPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/groups/{group_id}/forums": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the forums of a group
         * @description Returns the forums of the group, a page at a time, with what the current user may do in each.
         */
        get: operations["listForums"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/groups/{group_id}/memberships": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The group id. */
                group_id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Join a group or request membership
         * @description Joins an open group (`member_state` `MEMBER`), or requests membership in a closed one
         *     (`member_state` `PENDING_MEMBER`). The call takes no body.
         */
        post: operations["joinGroup"];
        /**
         * Leave a group
         * @description Ends the current user's membership in the group. The call takes no body.
         */
        delete: operations["leaveGroup"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/groups/{group_id}/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the posts of a group
         * @description Returns the posts of all forums of the group, a page at a time, newest first (by `created_at`, descending).
         */
        get: operations["listGroupPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/groups/{group_id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark a group as read
         * @description Marks all posts of the group as read for the current user. Single posts cannot be marked. The call takes
         *     no body.
         */
        put: operations["markGroupRead"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/jobs/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search jobs
         * @description Searches job postings by a query, optionally around a location. Returns minimal postings (`id`, `title`,
         *     `company`, `location`, `contact`, `published_at`, `links`); `links.self` or `/v1/jobs/{id}` gives the full
         *     posting.
         */
        get: operations["findJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * View a job posting
         * @description Returns the full job posting: the fields of a minimal posting plus `level`, `job_type`, `industry`,
         *     `skills`, `tags` and `description`. When `contact` is present it holds a company or a user. The company
         *     does not always have a company page on the service: then its `id` is null and its `links` empty.
         */
        get: operations["getJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/misc/industries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Translated industries
         * @description Returns the list of industries, translated into the languages asked for in `languages`: per language, the
         *     industries with their numeric codes, names and segments.
         */
        get: operations["listIndustries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/news/articles/{article_id}/likes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the likes of an article
         * @description Returns the likes of a news article.
         *
         *     The service does not document the parameters, the fields of this answer or the success status, so the
         *     answer is described as an open JSON object.
         */
        get: operations["listArticleLikes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/news/articles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The article id. */
                id: components["parameters"]["ArticleId"];
            };
            cookie?: never;
        };
        /**
         * Show an article
         * @description Returns one article of a news page.
         *
         *     The service does not document the fields of an article or the success status, so the answer is described
         *     as an open JSON object.
         */
        get: operations["getArticle"];
        /**
         * Update an article
         * @description Changes an article of a news page. The `version` of the article is required; the other fields are the
         *     optional fields of a new article.
         *
         *     The service does not document the success status or body.
         */
        put: operations["updateArticle"];
        post?: never;
        /**
         * Delete an article
         * @description Deletes an article of a news page. The current `version` of the article is required.
         *
         *     DELETE calls that answer 204 return no body. The service does not document the status this call answers.
         */
        delete: operations["deleteArticle"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/news/articles/{id}/like": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The article id. */
                id: components["parameters"]["ArticleId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Like an article
         * @description The current user likes the news article. `DELETE` on the same path takes the like back.
         *
         *     The service does not document the success status or a body, nor the answer when the article is already
         *     liked.
         */
        put: operations["likeArticle"];
        post?: never;
        /**
         * Take back the like of an article
         * @description Takes back the current user's like of the news article. `PUT` on the same path likes it.
         *
         *     DELETE calls that answer 204 return no body. The service does not document which success status this call
         *     answers, nor the answer when the article was not liked.
         */
        delete: operations["unlikeArticle"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/news/pages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Show a news page
         * @description Returns one news page.
         *
         *     The service does not document the fields of a news page or the success status, so the answer is described
         *     as an open JSON object.
         */
        get: operations["getNewsPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/news/pages/{page_id}/articles": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the news page. */
                page_id: string;
            };
            cookie?: never;
        };
        /**
         * List the articles of a news page
         * @description Returns the articles of the news page, a page at a time.
         *
         *     The service does not document the fields of this answer, the order of the articles or the success status,
         *     so the answer is described as an open JSON object.
         */
        get: operations["listArticles"];
        put?: never;
        /**
         * Create (and update) an article on a news page
         * @description Creates an article on the news page, or updates it. `source_url` and `title` are required; the other
         *     fields are optional.
         */
        post: operations["createArticle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/request_token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Obtain a request token (GET)
         * @description The same call as `createRequestToken`, sent as GET, which the service also accepts. The OAuth parameters
         *     go in the query string or in the `Authorization: OAuth ...` header (equivalent placements; a request uses
         *     one of them). `oauth_consumer_key`, `oauth_callback`, `oauth_signature_method` and `oauth_signature`
         *     are required in one of the two places, which is why the query parameters are not marked required here.
         *
         *     Signed with the consumer secret and an empty token secret. The answer has the same shape as the POST:
         *     `oauth_token`, `oauth_token_secret` and `oauth_callback_confirmed` (always `true`) as URL-encoded tuples.
         *     The request token is valid for **10 minutes**. See `createRequestToken` for the callback rules
         *     (`oob` selects out-of-band mode).
         */
        get: operations["getRequestToken"];
        put?: never;
        /**
         * Obtain a request token
         * @description The first step of the OAuth 1.0 handshake (RFC 5849, temporary credentials). The consumer asks for a
         *     request token, then sends the user to the authorization page (`GET /v1/authorize`) with it.
         *
         *     **Parameters.** `oauth_consumer_key`, `oauth_callback`, `oauth_signature_method` (`PLAINTEXT` or
         *     `HMAC-SHA1`) and `oauth_signature` are required. They may be sent as form fields of the body
         *     (`application/x-www-form-urlencoded`) or in the `Authorization: OAuth ...` header: the two placements
         *     are equivalent, so the body is optional when the header carries them. With `HMAC-SHA1`, `oauth_timestamp`
         *     and `oauth_nonce` are needed as on every signed call (timestamps not older than 24 hours and never
         *     decreasing; nonces unique within 24 hours).
         *
         *     **Signing.** No token exists yet, so the token part of the signature is left blank: signed with the
         *     consumer secret and an empty token secret (with PLAINTEXT: the consumer secret followed by `&`).
         *
         *     **Callback.** Any protocol and custom URL scheme is accepted. The URL is verified; domains with non-ASCII
         *     characters must be converted to their ASCII-compatible form. Test consumers may use any callback. The
         *     literal `oob` selects out-of-band mode, where the authorization page shows the user a PIN (the verifier).
         *
         *     **Answer.** URL-encoded `name=value` tuples: `oauth_token`, `oauth_token_secret` and
         *     `oauth_callback_confirmed` (always `true`). The request token cannot read data and is valid for
         *     **10 minutes**; then it expires. A client library asks for this body with
         *     `Accept: application/x-www-form-urlencoded`.
         *
         *     The same call is also accepted as GET (`getRequestToken`).
         */
        post: operations["createRequestToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find users by keywords
         * @description Searches users by keywords. Only certain consumers may use this call, and it is throttled per call. It is
         *     experimental, and it wraps each result as `{"user": {...}}`.
         */
        get: operations["findUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/find_by_emails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find users by e-mail addresses
         * @description Finds users by plain or hashed e-mail addresses and returns a `total` field. The results come in the
         *     order of the given addresses, `user` is null for an address without a user or an invalid one, and hashed
         *     addresses are MD5 hashes (`hash_function=MD5`). A community client sends at most 100 addresses per
         *     request; the service does not document its own limit.
         */
        get: operations["findUsersByEmails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invite people by e-mail
         * @description Sends invitations by e-mail to people who have no profile yet. All user fields are usable: the users
         *     among the addresses who are already members are returned in `already_member`, with the fields asked for in
         *     `user_fields`. `to_emails` is required, the current user's own address is filtered out, the message is
         *     limited to 150 characters for basic and 600 for premium members, and a user may invite at most 2,000
         *     people per week. The official clients send the parameters in the query string or as form fields. The
         *     service does not document the success status.
         */
        post: operations["inviteContacts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Current user's profile
         * @description Details of the app user only (own access right): the profile of the user who authorized the consumer. It is
         *     the user profile call with `me` as the id, and answers in the same format (`{"users": [...]}`).
         *     `fields` selects the user fields; without it the full profile is returned. `active_email` is filled only
         *     here, for the current user.
         */
        get: operations["getCurrentUser"];
        /**
         * Update the current user's general profile fields
         * @description Changes the general fields of the current user's profile: the academic title, the employment status and
         *     the comma-separated lists of what the user has (`haves`), wants, is interested in and is a member of. Every
         *     field is optional (whether a field left out keeps its value is not shown). The lists take at most 2048 characters and 200
         *     items of at most 200 characters each, and every item needs a character that is not white space. The
         *     service answers with the updated profile, in the format of `GET /v1/users/me`.
         */
        put: operations["updateCurrentUser"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/me/birth_date": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update the birth date
         * @description Updates the current user's birth date. The call expects year, month and day, all three required. The
         *     official Android client sends them as form fields. The service does not document the success status and
         *     body (the official Android client reads no body).
         */
        put: operations["updateBirthDate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/me/bookmarks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List your bookmarks
         * @description Lists the users the current user bookmarked, by the time of the bookmark, a page at a time: each one from the time it is bookmarked until the bookmark is deleted.
         */
        get: operations["listBookmarks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/me/bookmarks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the bookmarked user, or `me` for the current user. */
                id: components["parameters"]["BookmarkedUserId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Bookmark a user
         * @description Bookmarks a user for the current user.
         */
        put: operations["createBookmark"];
        post?: never;
        /**
         * Delete a bookmark
         * @description Removes a user from the current user's bookmarks.
         */
        delete: operations["deleteBookmark"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/me/business_address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update the business address
         * @description Updates the current user's business address. `city` (2 to 49 characters) and `country` (ISO 3166) cannot be
         *     deleted; the other fields are deleted by sending an empty value. The service does not document the
         *     success status and body (the official Android client reads no body).
         */
        put: operations["updateBusinessAddress"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/me/companies/following": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Companies you follow
         * @description Lists the companies the current user follows: each one from the time it is followed until it is unfollowed.
         */
        get: operations["listFollowedCompanies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/me/companies/managing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Companies you manage
         * @description Lists the companies whose pages the current user manages.
         */
        get: operations["listManagedCompanies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/me/contact_ids": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Current user's contact ids
         * @description Returns the ids of all contacts of the current user, as `{"contact_ids": {"items": [...]}}`. The service
         *     does not document whether it also carries a `total`. For the number of contacts alone, use `listContacts`
         *     with `limit=0`.
         */
        get: operations["listContactIds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/me/contacts/upcoming_birthdays": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Contacts with upcoming birthdays
         * @description Lists the current user's contacts whose birthdays are coming up. Each user carries only `id` unless `user_fields` asks for more.
         */
        get: operations["listUpcomingBirthdays"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/me/conversations/valid_recipients/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Validate a message recipient
         * @description Checks whether the current user can send a message to the given user. An invalid recipient is answered
         *     with 404 (example `invalidRecipient`).
         */
        get: operations["validateRecipient"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/me/conversations/{conversation_id}/attachments": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the conversation that holds the messages, a scrambled id such as `51626_4be761`. All private
                 *     message and conversation identifiers were reissued in April 2014: identifiers cached before then must be
                 *     discarded.
                 */
                conversation_id: components["parameters"]["MessageConversationId"];
            };
            cookie?: never;
        };
        /**
         * List the attachments of a conversation
         * @description Returns the files attached to the messages of one of the current user's conversations. To fetch a file,
         *     ask for a download address with `createAttachmentDownload`.
         *
         *     The service does not document the success status.
         */
        get: operations["listAttachments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/me/conversations/{conversation_id}/attachments/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the conversation that holds the messages, a scrambled id such as `51626_4be761`. All private
                 *     message and conversation identifiers were reissued in April 2014: identifiers cached before then must be
                 *     discarded.
                 */
                conversation_id: components["parameters"]["MessageConversationId"];
                /** @description The id of the attachment, as listed by `listAttachments`. */
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get a download address for an attachment
         * @description Issues a temporary address from which the attachment can be downloaded. The address is valid for
         *     **300 seconds**; ask for a new one after that.
         *
         *     The service does not document the success status.
         */
        post: operations["createAttachmentDownload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/me/educational_background/primary_school": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the primary school
         * @description Makes one of the current user's school entries the primary school (`educational_background.primary_school`
         *     of the profile). An id that is not one of the user's schools is refused
         *     with 403 `INVALID_PARAMETERS`, reason `UNKNOWN_VALUE` for the field `school_id`.
         */
        put: operations["updatePrimarySchool"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/me/educational_background/qualifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a qualification
         * @description Adds a qualification (at most 80 characters) to the current user's educational background
         *     (`educational_background.qualifications` of the profile). The service answers with the list of
         *     qualifications.
         */
        post: operations["createQualification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/me/educational_background/schools": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the primary school (alias)
         * @description The same call as `PUT /v1/users/me/educational_background/primary_school` (updatePrimarySchool), at the path
         *     the service's official Ruby client uses: makes one of the current user's school entries, `school_id`, the
         *     primary school.
         */
        put: operations["updatePrimarySchoolAlias"];
        /**
         * Add a school
         * @description Adds a school entry to the current user's educational background (`educational_background.schools` of
         *     the profile). `name`, `degree`, `notes` and `subject` must be shorter than 80 characters; the dates are
         *     `YYYY` or `YYYY-MM`. The service answers with the new entry, its `id` included.
         */
        post: operations["createSchool"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/me/educational_background/schools/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The school entry's id (`id` of an entry of `educational_background.schools`). */
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Update a school
         * @description Changes a school entry of the current user's educational background. The limits are those of
         *     `createSchool`. Whether a field left out keeps its value, and whether an empty value deletes it, is not
         *     shown.
         */
        put: operations["updateSchool"];
        post?: never;
        /**
         * Delete a school
         * @description Removes a school entry from the current user's educational background.
         */
        delete: operations["deleteSchool"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/me/id_card": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Minimal information about the authorizing user
         * @description Returns the id, display name, profile address and photo addresses of the user who authorized the consumer,
         *     wrapped as `{"id_card": {...}}`.
         */
        get: operations["getIdCard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/me/instant_messaging_accounts/{account}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The instant messaging service (a key of the profile's `instant_messaging_accounts`). */
                account: components["schemas"]["InstantMessagingAccountName"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Set an instant messaging account
         * @description Sets the current user's account name (at most 80 characters) for one instant messaging service
         *     (`instant_messaging_accounts` of the profile, keyed by the service, e.g. `skype`).
         */
        put: operations["updateInstantMessagingAccount"];
        post?: never;
        /**
         * Remove an instant messaging account
         * @description Removes the current user's account for one instant messaging service.
         */
        delete: operations["deleteInstantMessagingAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/me/languages/{language}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The language, as a two-letter code (a key of the profile's `languages`). */
                language: components["schemas"]["LanguageCode"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Set a language skill
         * @description Adds a language to the current user's profile or changes its skill level (`languages` of the profile,
         *     keyed by the language code): `BASIC`, `GOOD`, `FLUENT` or `NATIVE`.
         */
        put: operations["updateLanguage"];
        post?: never;
        /**
         * Remove a language
         * @description Removes a language from the current user's profile (`languages` of the profile).
         */
        delete: operations["deleteLanguage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/me/legal_information": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update the current user's legal information
         * @description Replaces the legal information (imprint) of the current user with `content`, at most 5,000 characters.
         *     `GET /v1/users/{user_id}/legal_information` returns it.
         */
        put: operations["updateLegalInformation"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/me/news/pages/editable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the news pages the current user can edit
         * @description Returns the news pages that the current user can edit, a page at a time.
         *
         *     The service does not document the fields of this answer or the success status, so the answer is described
         *     as an open JSON object.
         */
        get: operations["listEditableNewsPages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/me/news/pages/following": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the news pages the current user follows
         * @description Returns the news pages that the current user follows, a page at a time.
         *
         *     The service does not document the fields of this answer or the success status, so the answer is described
         *     as an open JSON object.
         */
        get: operations["listFollowedNewsPages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/me/photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Upload a profile photo
         * @description Uploads a photo and makes it the current user's profile photo. The call also accepts JSON data: the body
         *     `{"photo": {"file_name", "mime_type", "content"}}` with Base64 content (the official clients send it this
         *     way). A multipart upload with the field `photo` is also used by a client. The photo must be smaller than
         *     20 MB, in JPEG or PNG. Success is 204 without a body.
         */
        put: operations["updatePhoto"];
        post?: never;
        /**
         * Delete the profile photo
         * @description Deletes the current user's profile photo. The call answers 204, and DELETE calls that answer 204 return no
         *     body.
         */
        delete: operations["deletePhoto"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/me/photo/progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Progress of the latest photo upload
         * @description After a photo upload (`PUT /v1/users/me/photo`), reports how far the service has processed it: `status`
         *     is `IN_PROGRESS`, `DONE` or `FAILED`, with a `percentage`.
         */
        get: operations["getPhotoProgress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/me/private_address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update the private address
         * @description Updates the current user's private address. `city` (2 to 49 characters) and `country` (ISO 3166) cannot be
         *     deleted; the other fields are deleted by sending an empty value. The service does not document the
         *     success status and body (the official Android client reads no body).
         */
        put: operations["updatePrivateAddress"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/me/professional_experience/awards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace the awards
         * @description Sets the awards of the current user's professional experience (`professional_experience.awards` of the
         *     profile). The list sent replaces all awards the profile has; the order of the entries does not matter.
         */
        put: operations["updateAwards"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/me/professional_experience/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a company
         * @description Adds a company entry (a position) to the current user's professional experience
         *     (`professional_experience.companies` of the profile). `name` and `title` take at most 80 characters,
         *     `description` 512 and `url` 128; the dates are `YYYY` or `YYYY-MM`. The service answers with the new
         *     entry, its `id` included.
         */
        post: operations["createCompany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/me/professional_experience/companies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The company entry's id (`id` of an entry of `professional_experience.companies`). */
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Update a company
         * @description Changes a company entry of the current user's professional experience. The limits are those of
         *     `createCompany`. Whether a field left out keeps its value, and whether a null or empty value deletes it,
         *     is not shown.
         */
        put: operations["updateCompany"];
        post?: never;
        /**
         * Delete a company
         * @description Removes a company entry from the current user's professional experience.
         */
        delete: operations["deleteCompany"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/me/professional_experience/primary_company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set the primary company
         * @description Makes one of the current user's company entries the primary company
         *     (`professional_experience.primary_company` of the profile). The company must be one of the user's
         *     `professional_experience.companies`.
         */
        put: operations["updatePrimaryCompany"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/me/share/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Share a link
         * @description Shares a link in the current user's network: creates a new activity that holds the link. `uri` is
         *     required; `text` is optional.
         */
        post: operations["shareLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/me/web_profiles/{profile}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The kind of web profile (a key of the profile's `web_profiles`). */
                profile: components["schemas"]["WebProfileName"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Set a web profile
         * @description Sets the addresses of one kind of web profile of the current user (`web_profiles` of the profile, keyed
         *     by the kind, e.g. `github`, with a list of addresses).
         */
        put: operations["updateWebProfile"];
        post?: never;
        /**
         * Remove a web profile
         * @description Removes one kind of web profile, with all its addresses, from the current user's profile.
         */
        delete: operations["deleteWebProfile"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * User profile
         * @description Returns the profiles of one or more users, filtered by each user's privacy settings. `fields` selects the
         *     user fields; without it the full profile is returned.
         *
         *     **Empty profile.** For a blacklisted, deleted or non-existing user the call does not fail: it returns an
         *     empty profile whose `id` is null (an incompatible change of the service; see the `emptyProfile` example).
         *
         *     `id` may be `me` (the current user; see `getCurrentUser`) or a comma-separated list of up to 100 ids, and
         *     the profiles are wrapped as `{"users": [...]}`.
         */
        get: operations["getUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{id}/feed": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's scrambled id, or `me` for the current user. */
                id: string;
            };
            cookie?: never;
        };
        /**
         * Show a user's own feed
         * @description Returns the activities that one user performed recently, in the format of the network feed. Unlike the
         *     network feed, these activities are never aggregated (`aggregated` is false and `aggregated_by` null).
         *
         *     The current user's own feed is always accessible. Another user's feed may be hidden by that user's privacy
         *     settings.
         */
        get: operations["getUserFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{id}/status_message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write a status message
         * @description Posts a status message for a user. The consumer needs the access right `status_message`; the right `users`
         *     no longer covers it. Clients use `me` as the id, `message` is required, success is 201 with the plain-text
         *     body "Status update has been posted", and the call answers 403 when access is denied and 404 when the user
         *     is not found.
         */
        post: operations["createStatusMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{user_id}/contact_requests": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's scrambled id, or `me` for the current user. */
                user_id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        /**
         * Received contact requests
         * @description Lists the pending contact requests that the user (usually `me`) has received, a page at a time. Each
         *     request names its sender by `sender_id`, which identifies it when accepting or deleting it. The nested
         *     `sender` carries only `id` unless `user_fields` asks for more.
         */
        get: operations["listContactRequests"];
        put?: never;
        /**
         * Send a contact request
         * @description Sends a contact request from the current user to the user `user_id`, optionally with a message. The
         *     request then shows in the recipient's received requests and in the current user's sent requests until it
         *     is accepted or deleted.
         *
         *     Success is **201** with the plain-text body "Contact request was successfully sent", not JSON.
         */
        post: operations["createContactRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{user_id}/contact_requests/sent": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's scrambled id, or `me` for the current user. */
                user_id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        /**
         * Sent contact requests
         * @description Lists the pending contact requests that the user (usually `me`) has sent, a page at a time.
         *     `recipient_id` narrows the list to the requests sent to one user.
         */
        get: operations["listSentContactRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{user_id}/contact_requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's scrambled id, or `me` for the current user. */
                user_id: components["parameters"]["UserId"];
                /**
                 * @description Identifies the contact request by the id of the user who sent it (`sender_id` in the list of received
                 *     requests), or `me` for the current user: the official Ruby client accepts a request with the sender's id as
                 *     `user_id` and `me` here.
                 */
                id: components["parameters"]["ContactRequestSenderId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Decline or revoke a contact request
         * @description Deletes a pending contact request: the official Android client uses this call both to decline a received
         *     request and to revoke one that the current user sent. Success is **204** without a body.
         *
         *     - A contact request addressed to the caller's own account cannot be deleted. The service answers with an
         *       error whose status and error name are not documented (example `contactRequestToOwnAccount`).
         *     - At most 20 contact requests may be revoked within 5 days. Past that the call answers **403**
         *       `ACCESS_DENIED` (example `contactRequestRevocationLimit`), and revoking is possible again after 7 days.
         */
        delete: operations["deleteContactRequest"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{user_id}/contact_requests/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's scrambled id, or `me` for the current user. */
                user_id: components["parameters"]["UserId"];
                /**
                 * @description Identifies the contact request by the id of the user who sent it (`sender_id` in the list of received
                 *     requests), or `me` for the current user: the official Ruby client accepts a request with the sender's id as
                 *     `user_id` and `me` here.
                 */
                id: components["parameters"]["ContactRequestSenderId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Accept a contact request
         * @description Accepts a pending contact request that the user (usually `me`) has received from the user `id`. The two
         *     users become contacts. Success is **204** without a body.
         */
        put: operations["acceptContactRequest"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{user_id}/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A user's contacts
         * @description Lists a user's contacts. The optional parameter `changed_since` lists only contacts changed since a moment.
         *     `limit=0` returns only the number of contacts. By default only the current user's contact list and those of
         *     their direct contacts are accessible; without access the value of `contacts` is null, not an empty list.
         *     Nested users carry only `id` unless `user_fields` asks for more.
         */
        get: operations["listContacts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{user_id}/contacts/shared": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's scrambled id, or `me` for the current user. */
                user_id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        /**
         * Contacts in common with a user
         * @description Lists the direct contacts that the current user and the given user have in common, a page at a time.
         *     Nested users carry only `id` unless `user_fields` asks for more.
         *
         *     Unlike `listContacts`, which answers `null` when the current user may not see the user's contacts, this
         *     call then refuses with **403**.
         */
        get: operations["listSharedContacts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{user_id}/contacts/{contact_id}/tags": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's scrambled id, or `me` for the current user. */
                user_id: components["parameters"]["UserId"];
                /** @description The id of the contact whose tags are listed, or `me` for the current user. */
                contact_id: string;
            };
            cookie?: never;
        };
        /**
         * Tags of a contact
         * @description Lists the tags that the user (usually `me`) has assigned to one of their contacts.
         */
        get: operations["listContactTags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{user_id}/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's id (a scrambled id such as `123456_abcdef`), or `me` for the current user. */
                user_id: string;
            };
            cookie?: never;
        };
        /**
         * List conversations
         * @description Returns the user's conversations, a page at a time.
         *
         *     Every conversation carries `latest_messages`. It is an empty list unless `with_latest_messages` asks for
         *     messages. Messages are always sorted by `created_at`, newest first.
         *
         *     All private message and conversation identifiers were reissued in April 2014: identifiers cached before
         *     then must be discarded.
         */
        get: operations["listConversations"];
        put?: never;
        /**
         * Create a conversation
         * @description Starts a conversation by sending its first message to 1 to 10 recipients. The subject cannot be changed
         *     afterwards.
         *
         *     - More than 10 recipients are refused with **403** (example `tooManyRecipients`).
         *     - Basic members may not send messages to non-contacts. Premium members may send **20 messages per month**
         *       to non-contacts. How the service answers when this limit is reached is not shown.
         *
         *     The answer holds the new conversation. Its `latest_messages` is always present.
         */
        post: operations["createConversation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{user_id}/conversations/{conversation_id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's scrambled id, or `me` for the current user. */
                user_id: components["parameters"]["UserId"];
                /**
                 * @description The id of the conversation that holds the messages, a scrambled id such as `51626_4be761`. All private
                 *     message and conversation identifiers were reissued in April 2014: identifiers cached before then must be
                 *     discarded.
                 */
                conversation_id: components["parameters"]["MessageConversationId"];
            };
            cookie?: never;
        };
        /**
         * List the messages of a conversation
         * @description Returns the messages of the conversation. Messages are always sorted by `created_at`, newest first.
         *
         *     `limit` and `offset` were removed from this call. Some client libraries still send them: the service
         *     accepts them without an error. It does not document whether they still change the answer, so do not rely
         *     on them to page through the messages.
         *
         *     The service does not document the success status.
         */
        get: operations["listMessages"];
        put?: never;
        /**
         * Send a message in a conversation
         * @description Adds a message with the given `content` to the conversation.
         *
         *     Premium members may send at most 20 messages per month to non-contacts. The service does not document how
         *     it answers when that limit is reached, nor the success status and body of this call.
         */
        post: operations["createMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{user_id}/conversations/{conversation_id}/messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's scrambled id, or `me` for the current user. */
                user_id: components["parameters"]["UserId"];
                /**
                 * @description The id of the conversation that holds the messages, a scrambled id such as `51626_4be761`. All private
                 *     message and conversation identifiers were reissued in April 2014: identifiers cached before then must be
                 *     discarded.
                 */
                conversation_id: components["parameters"]["MessageConversationId"];
                /**
                 * @description The message id, a scrambled id such as `104402_1a2b3c`. All private message and conversation identifiers
                 *     were reissued in April 2014: identifiers cached before then must be discarded.
                 */
                id: components["parameters"]["MessageId"];
            };
            cookie?: never;
        };
        /**
         * Show a message
         * @description Returns one message of the conversation.
         *
         *     The service does not document the success status.
         */
        get: operations["getMessage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{user_id}/conversations/{conversation_id}/messages/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's scrambled id, or `me` for the current user. */
                user_id: components["parameters"]["UserId"];
                /**
                 * @description The id of the conversation that holds the messages, a scrambled id such as `51626_4be761`. All private
                 *     message and conversation identifiers were reissued in April 2014: identifiers cached before then must be
                 *     discarded.
                 */
                conversation_id: components["parameters"]["MessageConversationId"];
                /**
                 * @description The message id, a scrambled id such as `104402_1a2b3c`. All private message and conversation identifiers
                 *     were reissued in April 2014: identifiers cached before then must be discarded.
                 */
                id: components["parameters"]["MessageId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Mark a message as read
         * @description Marks one message of the conversation as read. `DELETE` on the same path marks it as unread.
         *
         *     The service does not document the success status or a body.
         */
        put: operations["markMessageRead"];
        post?: never;
        /**
         * Mark a message as unread
         * @description Marks one message of the conversation as unread. `PUT` on the same path marks it as read.
         *
         *     DELETE calls that answer 204 return no body. The service does not document which success status this call
         *     answers.
         */
        delete: operations["markMessageUnread"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{user_id}/conversations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's scrambled id, or `me` for the current user. */
                user_id: components["parameters"]["UserId"];
                /**
                 * @description The conversation id, a scrambled id such as `51626_4be761`. All private message and conversation identifiers
                 *     were reissued in April 2014: identifiers cached before then must be discarded.
                 */
                id: components["parameters"]["ConversationId"];
            };
            cookie?: never;
        };
        /**
         * Show a conversation
         * @description Returns one conversation of the user.
         *
         *     `latest_messages` is always present. It is an empty list unless `with_latest_messages` asks for messages.
         *     Messages are always sorted by `created_at`, newest first.
         *
         *     The service does not document the success status.
         */
        get: operations["getConversation"];
        put?: never;
        post?: never;
        /**
         * Delete a conversation
         * @description Deletes the conversation.
         *
         *     DELETE calls that answer 204 return no body. The service does not document which success status this call
         *     answers, nor what deleting means for the other participants.
         */
        delete: operations["deleteConversation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{user_id}/conversations/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's scrambled id, or `me` for the current user. */
                user_id: components["parameters"]["UserId"];
                /**
                 * @description The conversation id, a scrambled id such as `51626_4be761`. All private message and conversation identifiers
                 *     were reissued in April 2014: identifiers cached before then must be discarded.
                 */
                id: components["parameters"]["ConversationId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Mark a conversation as read
         * @description Marks the conversation as read. `DELETE` on the same path marks it as unread.
         *
         *     The service does not document the success status or a body.
         */
        put: operations["markConversationRead"];
        post?: never;
        /**
         * Mark a conversation as unread
         * @description Marks the conversation as unread. `PUT` on the same path marks it as read.
         *
         *     DELETE calls that answer 204 return no body. The service does not document which success status this call
         *     answers.
         */
        delete: operations["markConversationUnread"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{user_id}/geo_location": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update the geographical location (deprecated, no effect)
         * @deprecated
         * @description Deprecated: this call has no effect. The service does not document its parameters, body and answer, so
         *     the request body stays open. The official Ruby client removed its geo location calls; its path is the one
         *     that client used.
         */
        put: operations["updateGeoLocation"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{user_id}/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the groups of a user
         * @description Returns the groups the user belongs to, a page at a time, each with its latest posts. By default the
         *     groups are sorted by id; `order_by=latest_post` sorts them by their latest post. `user_fields`
         *     applies to the authors of those posts.
         *
         *     Experimental: test consumers may use experimental calls.
         */
        get: operations["listUserGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{user_id}/jobs/recommendations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List job recommendations
         * @description Returns job postings recommended to the user, as minimal postings.
         */
        get: operations["listJobRecommendations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{user_id}/legal_information": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A user's legal information
         * @description Returns the legal information (imprint) that a user shows on the profile, wrapped as
         *     `{"legal_information": {"content": "..."}}`. Use `me` for the current user.
         */
        get: operations["getLegalInformation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{user_id}/nearby_users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Nearby users (deprecated, empty response)
         * @deprecated
         * @description Deprecated: this call returns an empty response. The service does not document its parameters. The
         *     official Ruby client removed its geo location calls; its path is the one that client used.
         */
        get: operations["listNearbyUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{user_id}/network/recommendations": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's scrambled id, or `me` for the current user. */
                user_id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        /**
         * People the user may know
         * @description Lists contact recommendations for the user (usually `me`): users they may know, a page at a time. Each
         *     recommendation wraps a `user`, who carries only `id` unless `user_fields` asks for more.
         *
         *     The parameter `similar_user_id` was removed: sending it causes no error and has no effect.
         */
        get: operations["listContactRecommendations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{user_id}/network/recommendations/user/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's scrambled id, or `me` for the current user. */
                user_id: components["parameters"]["UserId"];
                /** @description The id of the user who should no longer be recommended, or `me` for the current user. */
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Stop recommending a user
         * @description Stops recommending the user `id` to the user `user_id` (usually `me`) as someone they may know.
         */
        delete: operations["deleteContactRecommendation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{user_id}/network/{other_user_id}/paths": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's scrambled id, or `me` for the current user. */
                user_id: components["parameters"]["UserId"];
                /** @description The id of the other user, to whom the paths lead, or `me` for the current user. */
                other_user_id: string;
            };
            cookie?: never;
        };
        /**
         * Contact paths to another user
         * @description Returns a contact path between a user and another user: the chain of contacts that connects them, with
         *     the distance between them. With `all_paths=true` it returns all paths instead of one (whether the paths
         *     are the shortest ones is not shown).
         */
        get: operations["listContactPaths"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{user_id}/network_feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Show the network feed
         * @description Returns the activities of the user's network. Similar activities are aggregated unless `aggregate=false`.
         *     In each entry `aggregated_by` is null when `aggregated` is false, `targets` names where the activity
         *     happened, `message` is currently always empty, and the entries of `changes` map directly to user fields.
         */
        get: operations["getNetworkFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{user_id}/profile_message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the profile message
         * @description Returns a user's profile message and when it was last written, wrapped as
         *     `{"profile_message": {"message", "updated_at"}}`. Use `me` for the current user.
         */
        get: operations["getProfileMessage"];
        /**
         * Write the profile message
         * @description Sets or deletes (empty `message`) a user's profile message. The consumer needs the access right
         *     `profile_message`; the right `users` no longer covers it. The message has at most 140 characters, the flag
         *     `public` sets its visibility, and success is 204. Clients use `me` as the user id.
         */
        put: operations["updateProfileMessage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/users/{user_id}/visits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Profile visits
         * @description Lists the visits of a user's profile. Every visit carries `job_title` and `gender`; `user_id` is null for
         *     visits by blacklisted users (see the `profileVisitByBlacklistedUser` example). Anonymous visitors (people
         *     without a profile) have `user_id` null too, and a basic member sees only `photo_urls`, `visited_at`,
         *     `reason`, `visited_at_encrypted` and `type` filled.
         */
        get: operations["listVisits"];
        put?: never;
        /**
         * Record a profile visit
         * @description Records a visit of the user's profile by the current user. The visit's reason is derived from the
         *     consumer. The call takes no body, and answers 201 with a plain-text sentence.
         */
        post: operations["createVisit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/{user_id}/profile_message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the profile message (alias)
         * @description The same call as `GET /v1/users/{user_id}/profile_message` (getProfileMessage), at the path the service's
         *     official Android SDK uses, without `/users`. Returns a user's profile message; use `me` for the current user.
         */
        get: operations["getProfileMessageAlias"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor/jobs-statistics/postings/performance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the performance of job postings
         * @description Lists performance figures per posting (impressions, visits, unique visitors, bookmarks, apply intentions,
         *     external application clicks, instant apply clicks and instant applications), a page at a time (`page`,
         *     default 1; `limit` items per page, default 200). `ids` restricts the list to these posting ids. The answer
         *     says when the figures were last updated (`updated_at`).
         *
         *     The rule that only the creating user may act on a posting does not apply to this call; the
         *     service's page describes the list as the postings created by the current user.
         *
         *     **Accept.** Send `Accept: application/vnd.service.jobs.v1+json` (the interface version) or `Accept: *\/*`.
         *     The service does not document the media type of its answers (success bodies are described
         *     under `application/vnd.service.jobs.v1+json`, the type asked for), nor its answer to another `Accept` value (example `unsupportedAccept` of the
         *     `default` response, the mock's own; the mock answers 406 Not Acceptable).
         *
         *     **Authentication.** User based: a consumer with a production key and the `vendor_jobs` right, signed with
         *     OAuth 1.0 (the service's own examples send the OAuth parameters as form fields of the body, even for GET
         *     and DELETE) or with an OAuth 2.0 bearer token. It is not possible to authenticate as a company account;
         *     test consumers cannot use the vendor interface.
         *
         *     **Errors.** The service does not document the status codes or the body format of vendor errors; the
         *     general API's error format (`error_name`, `message`, optional `errors`) is assumed.
         */
        get: operations["listPostingPerformance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor/jobs/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List order information
         * @description Lists the orders under which the current user created postings, a page at a time (`page`, default 1;
         *     wrapped as `{total, current_page, total_pages, collection}`). `ids` restricts the list to these order ids
         *     and `status` to orders in that status. Each order tells its product (`kind`), how many postings it allows
         *     and how many are used, the run time of a posting, its start and end dates and its status. The service also
         *     accepts the path with a `.json` suffix.
         *
         *     **Accept.** Send `Accept: application/vnd.service.jobs.v1+json` (the interface version) or `Accept: *\/*`.
         *     The service does not document the media type of its answers (success bodies are described
         *     under `application/vnd.service.jobs.v1+json`, the type asked for), nor its answer to another `Accept` value (example `unsupportedAccept` of the
         *     `default` response, the mock's own; the mock answers 406 Not Acceptable).
         *
         *     **Authentication.** User based: a consumer with a production key and the `vendor_jobs` right, signed with
         *     OAuth 1.0 (the service's own examples send the OAuth parameters as form fields of the body, even for GET
         *     and DELETE) or with an OAuth 2.0 bearer token. It is not possible to authenticate as a company account;
         *     test consumers cannot use the vendor interface.
         *
         *     **Errors.** The service does not document the status codes or the body format of vendor errors; the
         *     general API's error format (`error_name`, `message`, optional `errors`) is assumed.
         */
        get: operations["listOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor/jobs/postings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the current user's job postings
         * @description Lists the postings that the current user created, a page at a time (`page`, default 1; the answer is
         *     wrapped as `{total, current_page, total_pages, collection}`). `ids` restricts the list to these posting
         *     ids. Each posting carries its state (see the posting lifecycle). The service also accepts the path with a
         *     `.json` suffix.
         *
         *     **Accept.** Send `Accept: application/vnd.service.jobs.v1+json` (the interface version) or `Accept: *\/*`.
         *     The service does not document the media type of its answers (success bodies are described
         *     under `application/vnd.service.jobs.v1+json`, the type asked for), nor its answer to another `Accept` value (example `unsupportedAccept` of the
         *     `default` response, the mock's own; the mock answers 406 Not Acceptable).
         *
         *     **Authentication.** User based: a consumer with a production key and the `vendor_jobs` right, signed with
         *     OAuth 1.0 (the service's own examples send the OAuth parameters as form fields of the body, even for GET
         *     and DELETE) or with an OAuth 2.0 bearer token. It is not possible to authenticate as a company account;
         *     test consumers cannot use the vendor interface.
         *
         *     **Errors.** The service does not document the status codes or the body format of vendor errors; the
         *     general API's error format (`error_name`, `message`, optional `errors`) is assumed.
         */
        get: operations["listPostings"];
        put?: never;
        /**
         * Create a job posting
         * @description Creates a job posting. The posting starts in the initial state `created` (see the posting lifecycle,
         *     in the introduction of the vendor job postings): it appears in the owner's job manager but is not publicly
         *     visible until it is activated (`activatePosting`). The posting belongs to the user who creates it, to an
         *     order and to an organization.
         *
         *     **Contract.** Only customers with a valid contract may post: `organization_id` and `order_id` come from the
         *     contract. They get a static check only (400 when missing or not an integer); the contract itself (remaining
         *     contingent, run time) is not checked here, and the posting status listing (`listPostingStatuses`) shows such
         *     problems.
         *
         *     **One location per posting.** `city` names a single city; a job in several places needs one posting per
         *     location.
         *
         *     **Body.** JSON or form fields. `description` (HTML, at most 10,000 characters) and `description_template`
         *     are mutually exclusive. The service also accepts the path with a `.json` suffix.
         *
         *     **Test identifiers.** For integration testing, test identifiers may be used instead of those of a
         *     contract. The service names test identifiers for the products Job Ad Core, Job Ad Pro, Job Ad Ultimate,
         *     Basic and Essential, without their values. The service's public pages list older ones, all with
         *     `organization_id` 5160: order ids 1042042 (Campus), 1087615 (Basic), 1087614 (Basic+), 968181 (Standard),
         *     968182 (Professional) and 1022232 (Professional+); how they map to the current product names is not shown.
         *     Test postings are publicly visible on the job board and are deactivated automatically after 1 day (the
         *     public pages also say that they are archived after five clicks). See the example `testPosting`.
         *
         *     **Accept.** Send `Accept: application/vnd.service.jobs.v1+json` (the interface version) or `Accept: *\/*`.
         *     The service does not document the media type of its answers (success bodies are described
         *     under `application/vnd.service.jobs.v1+json`, the type asked for), nor its answer to another `Accept` value (example `unsupportedAccept` of the
         *     `default` response, the mock's own; the mock answers 406 Not Acceptable).
         *
         *     **Authentication.** User based: a consumer with a production key and the `vendor_jobs` right, signed with
         *     OAuth 1.0 (the service's own examples send the OAuth parameters as form fields of the body, even for GET
         *     and DELETE) or with an OAuth 2.0 bearer token. It is not possible to authenticate as a company account;
         *     test consumers cannot use the vendor interface.
         *
         *     **Errors.** The service does not document the status codes or the body format of vendor errors; the
         *     general API's error format (`error_name`, `message`, optional `errors`) is assumed.
         */
        post: operations["createPosting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor/jobs/postings/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the states of the current user's job postings
         * @description Lists the state of each posting that the current user created (see the posting lifecycle), a page at a
         *     time (`page`, default 1; wrapped as `{total, current_page, total_pages, collection}`). `ids` restricts the
         *     list to these posting ids. Besides the state, each record says whether the posting is visible and why not
         *     (`visible_errors`), and when it was created, updated, activated and until when it is active. Use it to find
         *     contract problems (an exhausted contingent, an expired order) that the create call does not check. The
         *     service also accepts the path with a `.json` suffix.
         *
         *     **Accept.** Send `Accept: application/vnd.service.jobs.v1+json` (the interface version) or `Accept: *\/*`.
         *     The service does not document the media type of its answers (success bodies are described
         *     under `application/vnd.service.jobs.v1+json`, the type asked for), nor its answer to another `Accept` value (example `unsupportedAccept` of the
         *     `default` response, the mock's own; the mock answers 406 Not Acceptable).
         *
         *     **Authentication.** User based: a consumer with a production key and the `vendor_jobs` right, signed with
         *     OAuth 1.0 (the service's own examples send the OAuth parameters as form fields of the body, even for GET
         *     and DELETE) or with an OAuth 2.0 bearer token. It is not possible to authenticate as a company account;
         *     test consumers cannot use the vendor interface.
         *
         *     **Errors.** The service does not document the status codes or the body format of vendor errors; the
         *     general API's error format (`error_name`, `message`, optional `errors`) is assumed.
         */
        get: operations["listPostingStatuses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor/jobs/postings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The posting id, as returned by the create call (`posting_id`).
                 * @example 30675491
                 */
                id: number;
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Update a job posting
         * @description Replaces the posting with the fields sent: all mandatory fields must be sent again, and fields that are not
         *     sent are deleted. The same rules as at creation apply (static 400 check of `organization_id` and
         *     `order_id`, one location, `description` or `description_template`). The order id (the product) cannot be
         *     changed after creation, and the posting id stays the same. The service does not document whether an
         *     update changes the posting's state.
         *
         *     The service's log example sent the OAuth parameters as form fields followed by a JSON object with only
         *     `function`, and got 204; whether the other fields were deleted is not shown.
         *
         *     **Access control.** Only the user who created the posting may act on it; other members of the same
         *     organization may not. The service does not document the status of the refusal (`postingNotCreator`).
         *
         *     **Accept.** Send `Accept: application/vnd.service.jobs.v1+json` (the interface version) or `Accept: *\/*`.
         *     The service does not document the media type of its answers (success bodies are described
         *     under `application/vnd.service.jobs.v1+json`, the type asked for), nor its answer to another `Accept` value (example `unsupportedAccept` of the
         *     `default` response, the mock's own; the mock answers 406 Not Acceptable).
         *
         *     **Authentication.** User based: a consumer with a production key and the `vendor_jobs` right, signed with
         *     OAuth 1.0 (the service's own examples send the OAuth parameters as form fields of the body, even for GET
         *     and DELETE) or with an OAuth 2.0 bearer token. It is not possible to authenticate as a company account;
         *     test consumers cannot use the vendor interface.
         *
         *     **Errors.** The service does not document the status codes or the body format of vendor errors; the
         *     general API's error format (`error_name`, `message`, optional `errors`) is assumed.
         */
        put: operations["updatePosting"];
        post?: never;
        /**
         * Delete a job posting
         * @description Deletes the posting. From which states a posting may be deleted is not shown (see the posting lifecycle);
         *     one client withdraws a posting by deactivating it first and then deleting it.
         *
         *     **Access control.** Only the user who created the posting may act on it; other members of the same
         *     organization may not. The service does not document the status of the refusal (`postingNotCreator`).
         *
         *     **Accept.** Send `Accept: application/vnd.service.jobs.v1+json` (the interface version) or `Accept: *\/*`.
         *     The service does not document the media type of its answers (success bodies are described
         *     under `application/vnd.service.jobs.v1+json`, the type asked for), nor its answer to another `Accept` value (example `unsupportedAccept` of the
         *     `default` response, the mock's own; the mock answers 406 Not Acceptable).
         *
         *     **Authentication.** User based: a consumer with a production key and the `vendor_jobs` right, signed with
         *     OAuth 1.0 (the service's own examples send the OAuth parameters as form fields of the body, even for GET
         *     and DELETE) or with an OAuth 2.0 bearer token. It is not possible to authenticate as a company account;
         *     test consumers cannot use the vendor interface.
         *
         *     **Errors.** The service does not document the status codes or the body format of vendor errors; the
         *     general API's error format (`error_name`, `message`, optional `errors`) is assumed.
         */
        delete: operations["deletePosting"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor/jobs/postings/{id}/activate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The posting id, as returned by the create call (`posting_id`).
                 * @example 30675491
                 */
                id: number;
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Activate a job posting
         * @description Makes the posting visible to everyone on the job board: `created` or `deactivated` becomes `active` (see the
         *     posting lifecycle, in the introduction of the vendor job postings). Switching between active and deactivated is
         *     allowed during the whole term. An archived posting cannot be reactivated (`postingArchivedReactivation`).
         *     What happens on activating an active posting is not shown. No request body.
         *
         *     **Access control.** Only the user who created the posting may act on it; other members of the same
         *     organization may not. The service does not document the status of the refusal (`postingNotCreator`).
         *
         *     **Accept.** Send `Accept: application/vnd.service.jobs.v1+json` (the interface version) or `Accept: *\/*`.
         *     The service does not document the media type of its answers (success bodies are described
         *     under `application/vnd.service.jobs.v1+json`, the type asked for), nor its answer to another `Accept` value (example `unsupportedAccept` of the
         *     `default` response, the mock's own; the mock answers 406 Not Acceptable).
         *
         *     **Authentication.** User based: a consumer with a production key and the `vendor_jobs` right, signed with
         *     OAuth 1.0 (the service's own examples send the OAuth parameters as form fields of the body, even for GET
         *     and DELETE) or with an OAuth 2.0 bearer token. It is not possible to authenticate as a company account;
         *     test consumers cannot use the vendor interface.
         *
         *     **Errors.** The service does not document the status codes or the body format of vendor errors; the
         *     general API's error format (`error_name`, `message`, optional `errors`) is assumed.
         */
        put: operations["activatePosting"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor/jobs/postings/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The posting id, as returned by the create call (`posting_id`).
                 * @example 30675491
                 */
                id: number;
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Archive a job posting
         * @description Archives the posting: it becomes `archived` (see the posting lifecycle in the introduction of the vendor
         *     job postings), and an archived posting cannot be reactivated. Postings are also archived at the end of
         *     their term. The service lists archiving from any state and does not document whether some state refuses it. No
         *     request body.
         *
         *     **Access control.** Only the user who created the posting may act on it; other members of the same
         *     organization may not. The service does not document the status of the refusal (`postingNotCreator`).
         *
         *     **Accept.** Send `Accept: application/vnd.service.jobs.v1+json` (the interface version) or `Accept: *\/*`.
         *     The service does not document the media type of its answers (success bodies are described
         *     under `application/vnd.service.jobs.v1+json`, the type asked for), nor its answer to another `Accept` value (example `unsupportedAccept` of the
         *     `default` response, the mock's own; the mock answers 406 Not Acceptable).
         *
         *     **Authentication.** User based: a consumer with a production key and the `vendor_jobs` right, signed with
         *     OAuth 1.0 (the service's own examples send the OAuth parameters as form fields of the body, even for GET
         *     and DELETE) or with an OAuth 2.0 bearer token. It is not possible to authenticate as a company account;
         *     test consumers cannot use the vendor interface.
         *
         *     **Errors.** The service does not document the status codes or the body format of vendor errors; the
         *     general API's error format (`error_name`, `message`, optional `errors`) is assumed.
         */
        put: operations["archivePosting"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vendor/jobs/postings/{id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The posting id, as returned by the create call (`posting_id`).
                 * @example 30675491
                 */
                id: number;
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Deactivate a job posting
         * @description Takes the posting off the job board: `active` becomes `deactivated` (see the posting lifecycle,
         *     in the introduction of the vendor job postings). It may be activated again during the whole term. Postings
         *     created with test identifiers are deactivated automatically after 1 day. Deactivating a posting in another
         *     state is not in the lifecycle; what the service does then is not shown (`postingInvalidTransition`). No
         *     request body.
         *
         *     **Access control.** Only the user who created the posting may act on it; other members of the same
         *     organization may not. The service does not document the status of the refusal (`postingNotCreator`).
         *
         *     **Accept.** Send `Accept: application/vnd.service.jobs.v1+json` (the interface version) or `Accept: *\/*`.
         *     The service does not document the media type of its answers (success bodies are described
         *     under `application/vnd.service.jobs.v1+json`, the type asked for), nor its answer to another `Accept` value (example `unsupportedAccept` of the
         *     `default` response, the mock's own; the mock answers 406 Not Acceptable).
         *
         *     **Authentication.** User based: a consumer with a production key and the `vendor_jobs` right, signed with
         *     OAuth 1.0 (the service's own examples send the OAuth parameters as form fields of the body, even for GET
         *     and DELETE) or with an OAuth 2.0 bearer token. It is not possible to authenticate as a company account;
         *     test consumers cannot use the vendor interface.
         *
         *     **Errors.** The service does not document the status codes or the body format of vendor errors; the
         *     general API's error format (`error_name`, `message`, optional `errors`) is assumed.
         */
        put: operations["deactivatePosting"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description An access token (token credential), returned as URL-encoded `name=value` tuples
         *     (`application/x-www-form-urlencoded`). The client stores it until it becomes invalid: it expires, the user
         *     revokes it, or the user changes the password. Then the handshake must be repeated.
         */
        AccessToken: {
            /**
             * @description The access token that authenticates the user.
             * @example 3d28d6dabd1a5c1a8d19
             */
            oauth_token: string;
            /**
             * @description The secret of the access token, used for signing later requests.
             * @example 0e3f5b2a9c7d4e1f8a6b3c5d7e9f1a2b4c6d8e0f
             */
            oauth_token_secret: string;
            /**
             * @description The scrambled id of the user who authorized the consumer.
             * @example 123456_abcdef
             */
            user_id?: string;
        };
        /**
         * @description The parameters of the access-token call (RFC 5849, token credentials). Five of them are required. They travel as form fields of a POST body, as query parameters of a GET, or in the
         *     `Authorization: OAuth ...` header; the three placements are equivalent, and a request uses one of them.
         *     `oauth_version`, `oauth_timestamp` and `oauth_nonce` are the common OAuth request parameters.
         */
        AccessTokenParams: {
            /**
             * @description The consumer key.
             * @example 84ea471edca164b18325
             */
            oauth_consumer_key: string;
            /**
             * @description The authorized request token.
             * @example 6479c262c06f4a002643
             */
            oauth_token: string;
            /**
             * @description The verifier received during authorization: the `oauth_verifier` parameter of the redirect to the
             *     callback, or the PIN the user typed in (out-of-band mode).
             * @example 12345
             */
            oauth_verifier: string;
            /**
             * @description The signature method.
             * @enum {string}
             */
            oauth_signature_method: "PLAINTEXT" | "HMAC-SHA1";
            /**
             * @description The signature, made with the consumer secret together with the request token secret. With PLAINTEXT it
             *     is the consumer secret, `&` and the request token secret (the `&` sent URL-encoded as `%26`).
             * @example d7f5a128c01574e5bf10d7f5a128c01574e5bf10&d7f5a128c01574e5bf10
             */
            oauth_signature: string;
            /**
             * @description Always `1.0`.
             * @enum {string}
             */
            oauth_version?: "1.0";
            /**
             * @description UNIX time in seconds: a positive integer, not smaller than the timestamp of earlier requests and not
             *     older than 24 hours. Needed with HMAC-SHA1.
             */
            oauth_timestamp?: number;
            /** @description A random string, unique per request within 24 hours. Needed with HMAC-SHA1. */
            oauth_nonce?: string;
        };
        /**
         * @description One activity of the network feed: someone (`actors`) did something (`verb`) with something (`objects`),
         *     possibly somewhere (`targets`). Several similar activities may be aggregated into one entry.
         *
         *     The service documents `aggregated_by`, `targets`, `message` and `changes`. The other fields come from a
         *     community model (its JSON key spellings are inferred from Java names) and a community consumer: plausible,
         *     unverified.
         */
        Activity: {
            /** @description The ids of the activities in this entry (several when it is aggregated). */
            ids?: string[];
            /** @description The kind of the entry. */
            type?: string;
            /**
             * @description What was done, e.g. `post`, `share`, `make-friend`, `update`, `bookmark`.
             * @example post
             */
            verb?: string;
            /**
             * @description Who did it. A user actor has `type` `user` and a `display_name`; other actors carry a `name`. A
             *     community model also names `id`, `permalink` and `photo`.
             */
            actors?: {
                /** @description The kind of actor, e.g. `user`. */
                type?: string;
                /** @description The actor's id. */
                id?: string;
                /** @description The display name of a user actor. */
                display_name?: string;
                /** @description The name of another actor. */
                name?: string;
                /** @description The address of the actor's page. */
                permalink?: string;
            }[];
            /**
             * @description What was acted on, e.g. a bookmark, a status, an activity, a company profile update or a user. A
             *     community model names `type`, `creator`, `created_at`, `title`, `url`, `description`, `image`,
             *     `bookmark_type`, `display_name`, `permalink`, `name`, `photo` and `content`.
             */
            objects?: {
                /** @description The kind of object, e.g. `bookmark`, `status`, `activity`, `company_profile_update`. */
                type?: string;
                /** @description The object's title. */
                title?: string;
                /** @description The address the object points to. */
                url?: string;
                /** @description A description of the object. */
                description?: string;
                /** @description The object's text. */
                content?: string;
                /** @description When the object was created. */
                created_at?: string;
            }[];
            /** @description Where the activity happened. Its items are not shown (a community model reads them as groups). */
            targets?: Record<string, never>[];
            /** @description True when this entry aggregates several activities. */
            aggregated?: boolean;
            /** @description What the activities were aggregated by. Null when `aggregated` is false. */
            aggregated_by?: string | null;
            /** @description Currently always empty. */
            message?: unknown;
            /** @description The changes of a profile update. Its entries map directly to user fields. */
            changes?: unknown;
            /** @description What the current user may do with the entry. */
            possible_actions?: ("COMMENT" | "LIKE" | "SHARE" | "DELETE" | "IGNORE")[];
            /** @description When the activity happened. */
            created_at?: string;
            /** @description The comments on the entry. */
            comments?: {
                /** @description How many comments there are. */
                amount?: number;
                /** @description True when the current user commented. */
                current_user_commented?: boolean;
                /** @description The latest comments. */
                latest_comments?: Record<string, never>[];
            };
            /** @description The likes of the entry. */
            likes?: {
                /** @description How many users like the entry. */
                amount?: number;
                /** @description True when the current user likes the entry. */
                current_user_liked?: boolean;
            };
        };
        /** @description A comment on an activity. */
        ActivityCommentInput: {
            /** @description The comment's text. */
            text: string;
        };
        /**
         * @description The comments on an activity, sorted by the date they were created. The service does not document the
         *     structure of this answer, so it stays open.
         */
        ActivityCommentsResponse: Record<string, never>;
        /**
         * @description The users who like an activity. The service does not document the structure of this answer, so it stays
         *     open.
         */
        ActivityLikesResponse: Record<string, never>;
        /** @description Sharing an activity. Every field is optional. */
        ActivityShareInput: {
            /** @description A text that goes with the shared activity. */
            text?: string;
        };
        /**
         * @description A private or business address of a user, as returned in `private_address` and `business_address`. Every
         *     field may be null (not filled in, or not shared with the caller).
         */
        Address: {
            street?: string | null;
            zip_code?: string | null;
            city?: string | null;
            province?: string | null;
            /** @description An ISO 3166 country code. */
            country?: string | null;
            /** @description Country code, area code and number separated by `|`, e.g. `49|40|1234560`. */
            phone?: string | null;
            /** @description Country code, area code and number separated by `|`. */
            mobile_phone?: string | null;
            /** @description Country code, area code and number separated by `|`. */
            fax?: string | null;
            email?: string | null;
        };
        /** @description The likes of a news article. The service does not document the fields of this answer, so it is left open. */
        ArticleLikesResponse: Record<string, never>;
        /** @description The optional fields of a news article, the same for a new article and for a change. */
        ArticleOptionalFields: {
            /** @description A description of the article. */
            description?: string;
            /** @description The address of an image for the article. */
            image_url?: string;
            /** @description An introductory text. */
            introductory_text?: string;
            /** @description When the article was published. */
            published_at?: string;
            /** @description The name of the source. */
            source?: string;
        };
        /** @description An award in a user's professional experience. */
        Award: {
            name?: string;
            /** @description The year of the award. */
            date_awarded?: number;
            url?: string | null;
        };
        /**
         * @description A user's birth date. Either all three parts are set, or only `day` and `month` (the user does not share the
         *     year: `year` is null), or all three are null (the user does not share the birth date).
         */
        BirthDate: {
            day: number | null;
            month: number | null;
            year: number | null;
        };
        /** @description A user the current user bookmarked, and when. */
        Bookmark: {
            /**
             * Format: date-time
             * @description When the user was bookmarked.
             */
            created_at?: string;
            user?: components["schemas"]["User"];
        };
        /** @description A page of the users the current user bookmarked, by the time they were bookmarked. */
        BookmarksResponse: {
            bookmarks: {
                /** @description How many users are bookmarked in all. */
                total?: number;
                /** @description The bookmarks of this page. Each user carries only `id` unless `user_fields` asks for more. */
                items: components["schemas"]["Bookmark"][];
            };
        };
        /**
         * @description One company (position) of a user's professional experience. The primary company is always an object: when
         *     the user has none, its fields are empty (null).
         */
        Company: {
            /** @description The company entry's scrambled id. */
            id?: string | null;
            name?: string | null;
            /** @description The user's job title at this company. */
            title?: string | null;
            company_size?: components["schemas"]["CompanySize"] | null;
            tag?: string | null;
            /** Format: uri */
            url?: string | null;
            career_level?: components["schemas"]["CompanyCareerLevel"] | null;
            description?: string | null;
            /** @description `YYYY` or `YYYY-MM`. */
            begin_date?: string | null;
            /** @description `YYYY` or `YYYY-MM`. */
            end_date?: string | null;
            /**
             * @description An industry constant such as `INTERNET` or `AEROSPACE`. The public schema enumerates the values; the list
             *     is long and not known to be stable, so the value stays an open string here.
             * @example INTERNET
             */
            industry?: string | null;
            form_of_employment?: components["schemas"]["CompanyFormOfEmployment"] | null;
            /** @description Whether the user still works here (no end date). */
            until_now?: boolean;
        };
        /**
         * @description The career level of a position.
         * @enum {string}
         */
        CompanyCareerLevel: "STUDENT_INTERN" | "ENTRY_LEVEL" | "PROFESSIONAL_EXPERIENCED" | "MANAGER_SUPERVISOR" | "EXECUTIVE" | "SENIOR_EXECUTIVE";
        /**
         * @description The fields of a company entry (a position) in the current user's professional experience, as in the
         *     profile's `companies`.
         *     The official Android client always sends `name`, `title` and `form_of_employment` when it adds a company.
         */
        CompanyFields: {
            /** @description The name of the company, at most 80 characters. */
            name?: string;
            /** @description The user's job title, at most 80 characters. */
            title?: string;
            /** @description A description of the position, at most 512 characters. */
            description?: string;
            /** @description The address of the company's home page, at most 128 characters. */
            url?: string;
            form_of_employment?: components["schemas"]["CompanyFormOfEmployment"] | null;
            career_level?: components["schemas"]["CompanyCareerLevel"] | null;
            company_size?: components["schemas"]["CompanySize"] | null;
            /** @description The discipline of the role. Its values are not documented. */
            discipline?: string;
            /** @description The company's industries, as a comma-separated list of industry ids. */
            industries?: string;
            /** @description true when the user still holds the position; send no `end_date` then. */
            until_now?: boolean;
            /**
             * @description The start, `YYYY` or `YYYY-MM`.
             * @example 2010-01
             */
            begin_date?: string;
            /**
             * @description The end, `YYYY` or `YYYY-MM`, later than `begin_date`.
             * @example 2014-12
             */
            end_date?: string;
        };
        /**
         * @description The form of employment of a position.
         * @enum {string}
         */
        CompanyFormOfEmployment: "FULL_TIME_EMPLOYEE" | "PART_TIME_EMPLOYEE" | "INTERN" | "FREELANCER" | "OWNER" | "PARTNER" | "BOARD_MEMBER" | "VOLUNTEER";
        /**
         * @description A company as the company calls answer it. The service's official clients show no field of it but its id,
         *     which they pass to the other company calls. The object stays open.
         */
        CompanyPage: {
            /** @description The company's id, for the other company calls. */
            id?: string;
        };
        /** @description One company. The `company` wrapper is assumed; the service does not document this answer. */
        CompanyPageResponse: {
            company?: components["schemas"]["CompanyPage"];
        };
        /**
         * @description A page of companies: search results, recommendations, or the companies the current user follows or manages.
         *     The `companies` wrapper with `total` and `items` follows the shape of the service's other lists; the service
         *     does not document this answer.
         */
        CompanyPagesResponse: {
            companies?: {
                /** @description How many companies there are in all. */
                total?: number;
                items?: components["schemas"]["CompanyPage"][];
            };
        };
        /** @description One company entry of the current user's professional experience, wrapped in `company`. */
        CompanyResponse: {
            company: components["schemas"]["Company"];
        };
        /**
         * @description The number of employees of a company, as a range.
         * @enum {string}
         */
        CompanySize: "1" | "1-10" | "11-50" | "51-200" | "201-500" | "501-1000" | "1001-5000" | "5001-10000" | "10000+";
        /**
         * @description An update that a company posted: a headline and its text, the two parameters with which it is created. The
         *     service does not document how an answer shows an update; `id`, `headline` and `content` are assumed.
         */
        CompanyUpdate: {
            /** @description The update's id, for editing, deleting, liking and commenting on it. */
            id?: string;
            /** @description The update's headline. */
            headline?: string;
            /** @description The update's text. */
            content?: string;
        };
        /** @description A comment on a company update. `id` and `content` are assumed. */
        CompanyUpdateComment: {
            /** @description The comment's id, for deleting it. */
            id?: string;
            /** @description The comment's text. */
            content?: string;
        };
        /** @description One comment on a company update. The `comment` wrapper is assumed. */
        CompanyUpdateCommentResponse: {
            comment?: components["schemas"]["CompanyUpdateComment"];
        };
        /** @description The comments on a company update, oldest first. The `comments` wrapper with `total` and `items` is assumed. */
        CompanyUpdateCommentsResponse: {
            comments?: {
                /** @description How many comments the update has in all. */
                total?: number;
                items?: components["schemas"]["CompanyUpdateComment"][];
            };
        };
        /** @description One company update. The `update` wrapper is assumed. */
        CompanyUpdateResponse: {
            update?: components["schemas"]["CompanyUpdate"];
        };
        /** @description A page of a company's updates, newest first. The `updates` wrapper with `total` and `items` is assumed. */
        CompanyUpdatesResponse: {
            updates?: {
                /** @description How many updates the company has in all. */
                total?: number;
                items?: components["schemas"]["CompanyUpdate"][];
            };
        };
        /**
         * @description The employees of a company, or the current user's contacts who work there. The service does not document the
         *     structure of this answer, so it stays open.
         */
        CompanyUsersResponse: Record<string, never>;
        /** @description The ids of all contacts of the current user. */
        ContactIdsResponse: {
            contact_ids: {
                items: string[];
            };
        };
        /**
         * @description Contact paths between a user and another user. Each path is a list of users, from the first
         *     user to the other one, with the contacts in between.
         */
        ContactPathsResponse: {
            contact_paths: {
                /** @description One path, or all paths when `all_paths=true`. */
                paths?: components["schemas"]["User"][][];
                /** @description The smallest distance between the two users. */
                distance?: number;
                /** @description How many paths there are. */
                total?: number;
            };
        };
        /**
         * @description Users the given user may know ("people you may know"), a page at a time. Each recommendation wraps one user,
         *     who carries only `id` unless `user_fields` asks for more.
         */
        ContactRecommendationsResponse: {
            user_recommendations: {
                recommendations: {
                    user: components["schemas"]["User"];
                }[];
            };
        };
        /** @description A pending contact request that the user received. */
        ContactRequest: {
            /**
             * @description The id of the user who sent the request. It identifies the request in the calls that accept, decline or
             *     revoke it.
             * @example 654321_fedcba
             */
            sender_id?: string;
            /** @description The sender, with the fields asked for in `user_fields` (only `id` without it). */
            sender?: components["schemas"]["User"];
            /** @description The message that came with the request. */
            message?: string | null;
            /** @description When the request was received. */
            received_at?: string;
        };
        /** @description A contact request to send. Every field is optional. */
        ContactRequestInput: {
            /** @description A message that goes with the request. */
            message?: string;
        };
        /** @description The pending contact requests that the user received, a page at a time. */
        ContactRequestsResponse: {
            contact_requests: components["schemas"]["ContactRequest"][];
        };
        /** @description The tags that a user has assigned to one of their contacts. */
        ContactTagsResponse: {
            tags: {
                /** @description One entry per tag. */
                items: {
                    /** @description The tag's text. */
                    tag: string;
                }[];
            };
        };
        /**
         * @description A user's contacts. `contacts` is null (not an empty list) when the current user has no access to the
         *     requested user's contacts. With `limit=0` only `total` is of interest.
         */
        ContactsResponse: {
            contacts: {
                /** @description The number of contacts. */
                total?: number;
                users?: components["schemas"]["User"][];
            } | null;
        };
        /**
         * @description A conversation: a thread of private messages between the current user and other participants.
         *     `latest_messages` is always present. It is an empty list when the call was not asked for latest messages
         *     (`with_latest_messages` absent or 0). Messages are always sorted by `created_at`, newest first.
         */
        Conversation: {
            /**
             * @description The conversation id, a scrambled id. All private message and conversation identifiers were reissued in
             *     April 2014: identifiers cached before then must be discarded.
             */
            id?: string;
            /** @description The subject. It is set when the conversation is created and cannot be changed afterwards. */
            subject?: string;
            /** @description How many messages the conversation holds. */
            message_count?: number;
            /** @description How many of them the current user has not read. */
            unread_message_count?: number;
            /**
             * Format: date-time
             * @description When the conversation last changed (ISO 8601).
             */
            updated_at?: string;
            /** @description True when the current user cannot reply. */
            read_only?: boolean;
            /** @description The participants. Nested users carry only `id` unless `user_fields` asks for more. */
            participants?: components["schemas"]["User"][];
            /**
             * @description A preview of the latest messages, sorted by `created_at`, newest first. Always present: an empty list
             *     when `with_latest_messages` was not requested.
             */
            latest_messages: components["schemas"]["Message"][];
        };
        /** @description One conversation. */
        ConversationResponse: {
            conversation: components["schemas"]["Conversation"];
        };
        /** @description A page of the user's conversations. */
        ConversationsResponse: {
            conversations: {
                /** @description How many conversations the user has in all. An integer encoded as a string. */
                total?: string;
                /** @description How many of them hold unread messages. An integer encoded as a string. */
                unread_count?: string;
                /** @description The conversations of this page. */
                items: components["schemas"]["Conversation"][];
            };
        };
        /** @description An article for a news page. The call creates the article, or updates it. */
        CreateArticleRequest: {
            /** @description The address of the original article. */
            source_url: string;
            /** @description The article's title. */
            title: string;
        } & components["schemas"]["ArticleOptionalFields"];
        /** @description A new comment on a company update. */
        CreateCompanyUpdateCommentRequest: {
            /** @description The comment's text. */
            content: string;
        };
        /** @description A new company update. */
        CreateCompanyUpdateRequest: {
            /** @description The update's headline. */
            headline: string;
            /** @description The update's text. */
            content: string;
        };
        /**
         * @description The first message of a new conversation. Basic members may not send messages to non-contacts; premium
         *     members may send 20 messages per month to non-contacts.
         */
        CreateConversationRequest: {
            /** @description The text of the message, at most 16,384 characters. */
            content: string;
            /**
             * @description A comma-separated list of 1 to 10 user ids. The sender may not be among them. More than 10 recipients
             *     are refused with 403 (the example `tooManyRecipients`); the schema does not cap the count, so that the
             *     documented 403 is what a client sees.
             * @example 146234_dc52a7,61723_4cae01
             */
            recipient_ids: string;
            /** @description The subject, at most 255 characters. It cannot be changed later. */
            subject: string;
        };
        /** @description A new post, as form fields. Attaching an image needs the JSON body instead. */
        CreateForumPostFields: {
            /** @description The post's title. */
            title: string;
            /** @description The post's text (UTF-8). */
            content: string;
            /** @description The id of a media preview to attach (a preview of a linked page, created beforehand). */
            media_preview_id?: string;
        };
        /** @description A new post, as a JSON or XML body. An image can only be attached in this form (not as form fields). */
        CreateForumPostRequest: {
            /** @description The post's title. */
            title: string;
            /** @description The post's text (UTF-8). */
            content: string;
            image?: components["schemas"]["PostImage"];
            /** @description The id of a media preview to attach (a preview of a linked page, created beforehand). */
            media_preview_id?: string;
        };
        /** @description The address of a web page to preview. */
        CreateMediaPreviewRequest: {
            /** @description The address of the web page. */
            url: string;
        };
        /** @description A new message in an existing conversation. */
        CreateMessageRequest: {
            /** @description The text of the message. */
            content: string;
        };
        /** @description A new comment on a post, as a JSON or XML body. An image can only be attached with a JSON body. */
        CreatePostCommentRequest: {
            /** @description The comment's text (UTF-8). */
            content: string;
            image?: components["schemas"]["PostImage"];
            /**
             * @description The id of a media preview to show in the comment (a preview of a linked page, created beforehand with
             *     `createMediaPreview`).
             */
            media_preview_id?: string;
        };
        /** @description A qualification to add to the current user's educational background. */
        CreateQualificationRequest: {
            /** @description The qualification, at most 80 characters. */
            description: string;
        };
        /** @description The status message to post. */
        CreateStatusMessageRequest: {
            /**
             * @description The status message. Its maximum length is not shown; a community client cuts it at 420 characters before
             *     sending.
             */
            message: string;
        };
        /**
         * @description A user's educational background: the latest `degree`, the `schools` (each with its `id`) and the
         *     `primary_school`. The primary school is identified by `primary_school.id`, which matches an entry of
         *     `schools`. The change history records that a separate primary school id field was added and later removed
         *     again; it is not part of this description.
         */
        EducationalBackground: {
            /** @description The latest degree awarded. */
            degree?: string | null;
            /** @description The primary school, or null when the user has none. */
            primary_school?: components["schemas"]["School"] | null;
            schools?: components["schemas"]["School"][];
            qualifications?: string[];
        };
        /**
         * @description The error body of the general API. `errors` is optional and gives finer details; the change history records
         *     that it was added.
         */
        Error: {
            /** @description A constant that names the error, e.g. `INVALID_OAUTH_TOKEN`, `RATE_LIMIT_EXCEEDED`. */
            error_name: string;
            /** @description A human-readable text. */
            message: string;
            /** @description Specific details, one entry per offending field. */
            errors?: components["schemas"]["ErrorDetail"][];
        };
        /** @description One field-level detail of an error. */
        ErrorDetail: {
            /** @description The name of the offending field or parameter. */
            field: string;
            /**
             * @description Why the field was refused. The values known from the official Android client are `UNEXPECTED`,
             *     `UNEXPECTED_VALUE`, `MISSING`, `INVALID_FORMAT`, `NOT_UNIQUE`, `UNKNOWN_VALUE`, `TOO_SHORT`,
             *     `TOO_LONG`, `LOWER_BOUND_EXCEEDED`, `FIELD_DEPRECATED` and `TOO_MANY_ENTRIES`. The list is not known to
             *     be complete, so the value stays an open string.
             * @example MISSING
             * @example TOO_LONG
             * @example UNKNOWN_VALUE
             */
            reason: string;
        };
        /**
         * @description One item per given e-mail address, in the order given. `user` is null when no user was found for the address
         *     or the address was invalid.
         */
        FindByEmailsResponse: {
            results: {
                /** @description The number of items. */
                total: number;
                items: {
                    /** @description The address as given. */
                    email?: string;
                    /** @description The hashed value of the address; null when plain addresses were sent. */
                    hash?: string | null;
                    /** @description The user found, or null. */
                    user?: components["schemas"]["User"] | null;
                }[];
            };
        };
        /** @description A forum of a group. */
        Forum: {
            /** @description The forum id. */
            id?: string;
            /** @description The forum's name. */
            name?: string;
            /** @description What the current user may do in the forum. */
            permissions?: ("READ" | "POST")[];
        };
        /** @description A page of a group's forums. */
        ForumsResponse: {
            forums: {
                /** @description How many forums the group has in all. */
                total?: number;
                /** @description The forums of this page. */
                items: components["schemas"]["Forum"][];
            };
        };
        /** @description The body of the deprecated geo location update. Its fields are not shown, and the call has no effect. */
        GeoLocationUpdate: {
            [key: string]: unknown;
        };
        /** @description A group. */
        Group: {
            /** @description The group id. */
            id?: string;
            /** @description The group's name. */
            name?: string;
            /** @description The group's description. */
            description?: string | null;
            /** @description True for a closed group, which a user joins by requesting membership. */
            closed?: boolean;
            /** @description Addresses of the group's logo in square sizes. */
            logo_urls?: {
                size_40x40?: string;
                size_70x70?: string;
                size_140x140?: string;
                size_280x280?: string;
            };
            /** @description How many members the group has. */
            member_count?: number;
            /** @description How many posts the group has. */
            post_count?: number;
            /** @description How many comments the group's posts have. */
            comment_count?: number;
            /** @description How many posts the current user has not read. */
            unread_posts?: number;
            /**
             * @description The current user's relation to the group, e.g. `MEMBER`.
             * @example MEMBER
             */
            user_state?: string;
            /** @description The group's latest posts, as many as `with_latest_posts` asks for. */
            latest_posts?: components["schemas"]["Post"][];
        };
        /**
         * @description A page of groups found by keywords. Unlike the other group lists, each item wraps its group as
         *     `{"group": {...}}`. The official Android client flags this call as having a broken response format, so
         *     the shape may change.
         */
        GroupSearchResponse: {
            groups: {
                /** @description How many groups match in all. */
                total?: number;
                /** @description The matches of this page. */
                items: {
                    group: components["schemas"]["Group"];
                }[];
            };
        };
        /** @description A page of a user's groups. */
        GroupsResponse: {
            groups: {
                /** @description How many groups the user belongs to in all. */
                total?: number;
                /** @description The groups of this page. */
                items: components["schemas"]["Group"][];
            };
        };
        /** @description Minimal information about the user who authorized the consumer. */
        IdCardResponse: {
            /** @description All four fields are always present. */
            id_card: {
                /** @description The user's scrambled id. */
                id: string;
                /** @description First name, last name and the academic title, if any. */
                display_name: string;
                /** @description The address of the profile page. */
                permalink: string;
                photo_urls: components["schemas"]["PhotoUrls"];
            };
        };
        /** @description An industry in one language, with the finer industries it holds (`segments`, of the same shape). */
        Industry: {
            /** @description The industry's numeric code, e.g. `10000`; its segments have codes under it, e.g. `10400`. */
            id?: number | null;
            /** @description The industry's name in the language of its list. */
            localized_name?: string;
            /** @description The finer industries within this one, often none. */
            segments?: components["schemas"]["Industry"][];
        };
        /**
         * @description The industries, translated into the requested languages: each key is a language code, and its value the list of
         *     industries in that language, each with its segments.
         */
        IndustriesResponse: {
            [key: string]: components["schemas"]["Industry"][];
        };
        /**
         * @description A kind of instant messaging account. These are the keys of the profile's `instant_messaging_accounts` object.
         * @example skype
         * @enum {string}
         */
        InstantMessagingAccountName: "skype" | "icq" | "msn" | "yahoo" | "aim" | "jabber" | "googletalk";
        /** @description What happened to the invitations sent by e-mail. */
        InvitationStatsResponse: {
            invitation_stats: {
                /** @description About the addresses received. */
                total_addresses?: unknown;
                /** @description About the invitations sent. */
                invitations_sent?: unknown;
                /** @description About the addresses that had already been invited. */
                already_invited?: unknown;
                /** @description About the addresses whose owners are already members. */
                already_member?: unknown;
                /** @description About the addresses that are not valid. */
                invalid_addresses?: unknown;
            };
        };
        /** @description Invitations by e-mail to people who have no profile yet. */
        InviteContactsRequest: {
            /**
             * @description A comma-separated list of e-mail addresses. The current user's own address is filtered out. A user may
             *     invite at most 2,000 people per week.
             * @example anna@example.com,ben@example.com
             */
            to_emails: string;
            /**
             * @description The text sent with the invitation: at most 150 characters for basic members and 600 for premium members.
             *     Without it, the service's standard invitation text is sent.
             */
            message?: string;
        };
        /**
         * @description A full job posting: the fields of a minimal posting plus `level`, `job_type`, `industry`, `skills`, `tags`
         *     and `description`.
         */
        Job: {
            /** @description The job id, a scrambled id. */
            id?: string;
            /** @description The job title. */
            title?: string;
            company?: components["schemas"]["JobCompany"];
            location?: components["schemas"]["JobLocation"];
            contact?: components["schemas"]["JobContact"];
            /** @description When the job was published (ISO 8601). */
            published_at?: string;
            links?: components["schemas"]["JobLinks"];
            /**
             * @description The career level, e.g. `PROFESSIONAL_EXPERIENCED`.
             * @example PROFESSIONAL_EXPERIENCED
             */
            level?: string;
            /**
             * @description The kind of employment. Values known from the official Android client: `FULL_TIME`, `PART_TIME`,
             *     `INTERN`, `TEMPORARY`, `SEASONAL`, `CONTRACTOR`.
             * @example FULL_TIME
             */
            job_type?: string;
            /**
             * @description The industry, e.g. `INTERNET`.
             * @example INTERNET
             */
            industry?: string;
            /** @description The skills asked for. */
            skills?: string[];
            /** @description Keywords of the posting. */
            tags?: string[];
            /** @description The text of the posting. */
            description?: string;
        };
        /**
         * @description The company that offers a job. The company does not always have a company page on the service: then `id` is
         *     null and `links` is an empty object.
         */
        JobCompany: {
            /** @description The id of the company page, or null. */
            id?: string | null;
            /** @description The company's name. */
            name?: string;
            /** @description Addresses of the company's logo images (and of its company page). */
            links?: {
                /** @description A small logo. */
                thumbnail?: string;
                /** @description The logo. */
                logo?: string;
            };
        };
        /**
         * @description Whom to contact about a job: a company or a user. The official Android client documents either one; its
         *     fixture shows both at once, so both stay optional.
         */
        JobContact: {
            company?: components["schemas"]["JobCompany"];
            user?: components["schemas"]["User"];
        };
        /** @description Addresses of a job posting. */
        JobLinks: {
            /** @description The API address of the full posting (`/v1/jobs/{id}`). */
            self?: string;
            /** @description The address of a PDF version of the posting, or null. Present on full postings. */
            pdf?: string | null;
        };
        /** @description Where a job is located. */
        JobLocation: {
            /** @description The geographic position; its values may be null. */
            geo_code?: {
                /** @description The accuracy of the position. */
                accuracy?: number | null;
                /** @description Latitude in degrees. */
                latitude?: number | null;
                /** @description Longitude in degrees. */
                longitude?: number | null;
            };
            /** @description The city. */
            city?: string | null;
            /** @description The country, e.g. `DE`. */
            country?: string | null;
            /** @description The street. */
            street?: string | null;
            /** @description The postal code. */
            zip_code?: string | null;
            /** @description The region. */
            region?: string | null;
        };
        /** @description A page of jobs recommended to the user (minimal postings). */
        JobRecommendationsResponse: {
            job_recommendations: {
                /** @description How many jobs are recommended in all. */
                total?: number;
                /** @description The recommendations of this page. */
                items: components["schemas"]["JobSummary"][];
            };
        };
        /** @description One full job posting. */
        JobResponse: {
            job: components["schemas"]["Job"];
        };
        /**
         * @description A minimal job posting, as job search and job recommendations return it: `id`, `title`, `company`,
         *     `location`, `contact`, `published_at` and `links`. `/v1/jobs/{id}` (or `links.self`) returns the full
         *     posting.
         */
        JobSummary: {
            /** @description The job id, a scrambled id. */
            id?: string;
            /** @description The job title. */
            title?: string;
            company?: components["schemas"]["JobCompany"];
            location?: components["schemas"]["JobLocation"];
            contact?: components["schemas"]["JobContact"];
            /** @description When the job was published (ISO 8601). */
            published_at?: string;
            links?: components["schemas"]["JobLinks"];
            /**
             * @description The kind of employment. Values known from the official Android client: `FULL_TIME`, `PART_TIME`,
             *     `INTERN`, `TEMPORARY`, `SEASONAL`, `CONTRACTOR`. Its model of a minimal posting carries this field too.
             * @example FULL_TIME
             */
            job_type?: string;
        };
        /** @description A page of job search results (minimal postings). */
        JobsResponse: {
            jobs: {
                /** @description How many jobs match in all. */
                total?: number;
                /** @description The matches of this page. */
                items: components["schemas"]["JobSummary"][];
            };
        };
        /**
         * @description A language of the profile, as a two-letter code. These are the keys of the profile's `languages` object.
         * @example en
         * @enum {string}
         */
        LanguageCode: "de" | "en" | "es" | "fi" | "fr" | "hu" | "it" | "ja" | "ko" | "nl" | "pl" | "pt" | "ru" | "sv" | "tr" | "zh" | "ro" | "no" | "cs" | "el" | "da" | "ar" | "he";
        /**
         * @description How well the user speaks a language, from `BASIC` to `NATIVE`.
         * @example FLUENT
         * @enum {string}
         */
        LanguageSkill: "BASIC" | "GOOD" | "FLUENT" | "NATIVE";
        /** @description A user's legal information (imprint), wrapped in `legal_information`. */
        LegalInformationResponse: {
            legal_information: {
                /** @description The text of the legal information. */
                content?: string | null;
            };
        };
        /** @description A preview of a linked page, attached to a post or a comment. */
        MediaPreview: {
            /** @description The media preview id. */
            id?: string;
            /** @description The address of the linked page. */
            url?: string;
            /** @description The page title. */
            title?: string | null;
            /** @description A summary of the page. */
            description?: string | null;
            /** @description The address of a preview image. */
            image_url?: string | null;
        };
        /** @description One media preview. */
        MediaPreviewResponse: {
            media_preview: components["schemas"]["MediaPreview"];
        };
        /** @description The current user's membership in a group. */
        Membership: {
            /**
             * @description `MEMBER` after joining an open group, `PENDING_MEMBER` after requesting membership in a closed one.
             *     `MODERATOR` and `OWNER` are the other values known.
             * @enum {string}
             */
            member_state: "MEMBER" | "PENDING_MEMBER" | "MODERATOR" | "OWNER";
        };
        /** @description The membership after joining or requesting to join. */
        MembershipResponse: {
            membership: components["schemas"]["Membership"];
        };
        /** @description A private message in a conversation. */
        Message: {
            /**
             * @description The message id, a scrambled id. All private message and conversation identifiers were reissued in
             *     April 2014: identifiers cached before then must be discarded.
             */
            id?: string;
            /** @description When the message was sent (ISO 8601). Lists of messages are always sorted by it, newest first. */
            created_at?: string;
            /** @description The text of the message. */
            content?: string;
            /** @description True when the current user has read the message. */
            read?: boolean;
            sender?: components["schemas"]["User"];
            /** @description Files attached to the message. */
            attachments?: components["schemas"]["MessageAttachment"][];
        };
        /** @description A file attached to a private message. */
        MessageAttachment: {
            /** @description The attachment id. */
            id?: string;
            /** @description When the file was attached (ISO 8601). */
            created_at?: string;
            /** @description The file name. */
            filename?: string;
            /** @description The media type of the file, e.g. `application/pdf`. */
            mime_type?: string;
            /** @description The size of the file in bytes. */
            size?: number;
        };
        /** @description A temporary address from which an attachment can be downloaded. */
        MessageAttachmentDownloadResponse: {
            download: {
                /**
                 * @description The download address. It is valid for 300 seconds after it was issued; ask for a new one after
                 *     that.
                 */
                url: string;
            };
        };
        /** @description The files attached to the messages of a conversation. */
        MessageAttachmentsResponse: {
            attachments: {
                /** @description The attachments. */
                items: components["schemas"]["MessageAttachment"][];
            };
        };
        /** @description One message of a conversation. */
        MessageResponse: {
            message: components["schemas"]["Message"];
        };
        /** @description The messages of a conversation, always sorted by `created_at`, newest first. */
        MessagesResponse: {
            messages: {
                /** @description The messages, newest first (by `created_at`, descending). */
                items: components["schemas"]["Message"][];
            };
        };
        /** @description Activities of the user's network. */
        NetworkFeedResponse: {
            /** @description The activities, each possibly aggregated. */
            network_activities: components["schemas"]["Activity"][];
        };
        /**
         * @description One news article. The service does not document the fields of an article or the key that holds it, so this
         *     answer is left open.
         */
        NewsArticleResponse: Record<string, never>;
        /**
         * @description A page of the articles of a news page. The service does not document the fields of this answer, so it is
         *     left open.
         */
        NewsArticlesResponse: Record<string, never>;
        /**
         * @description One news page. The service does not document the fields of a news page or the key that holds it, so this
         *     answer is left open.
         */
        NewsPageResponse: Record<string, never>;
        /** @description A page of news pages. The service does not document the fields of this answer, so it is left open. */
        NewsPagesResponse: Record<string, never>;
        /** @description An order (a contract item) under which the current user created postings. */
        Order: {
            /** @example 1022232 */
            order_id: number;
            /** @example 5160 */
            organization_id?: number;
            /** @description The product of the order, e.g. `Campus`. */
            kind?: string;
            /** @description How many postings the order allows. */
            posting_amount_total?: number;
            /** @description How many of them are used. */
            posting_amount_used?: number;
            /** @description The run time of a posting (the example shows 90). */
            posting_duration?: number;
            start_date?: string;
            end_date?: string;
            status?: components["schemas"]["OrderStatus"];
        };
        /** @description A page of the orders under which the current user created postings. */
        OrderList: components["schemas"]["VendorPageInfo"] & {
            collection: components["schemas"]["Order"][];
        };
        /**
         * @description The status of an order.
         * @enum {string}
         */
        OrderStatus: "active" | "unstarted" | "expired";
        /** @description The progress of the current user's latest photo upload, wrapped in `progress`. */
        PhotoUploadProgressResponse: {
            progress: {
                /**
                 * @description `IN_PROGRESS` while the photo is processed, then `DONE` or `FAILED`.
                 * @enum {string}
                 */
                status?: "IN_PROGRESS" | "DONE" | "FAILED";
                /** @description How much of the upload is processed, in percent. */
                percentage?: number;
            };
        };
        /**
         * @description Addresses of a user's profile photo in several sizes. The square `size_*` keys replace the rectangular legacy
         *     keys (`large`, `maxi_thumb`, `medium_thumb`, `thumb`, `mini_thumb`): the rectangular sizes are deprecated
         *     in favour of the square ones. Which keys a response carries depends on the
         *     requested fields (e.g. `photo_urls.size_48x48`); the list of keys is not known to be complete, so the object
         *     stays open.
         */
        PhotoUrls: {
            /**
             * @deprecated
             * @description Rectangular, 140x185. Deprecated in favour of the square sizes.
             */
            large?: string;
            /**
             * @deprecated
             * @description Rectangular, 70x93. Deprecated in favour of the square sizes.
             */
            maxi_thumb?: string;
            /**
             * @deprecated
             * @description Rectangular, 57x75. Deprecated in favour of the square sizes.
             */
            medium_thumb?: string;
            /**
             * @deprecated
             * @description Rectangular, 30x40. Deprecated in favour of the square sizes.
             */
            thumb?: string;
            /**
             * @deprecated
             * @description Rectangular, 18x24. Deprecated in favour of the square sizes.
             */
            mini_thumb?: string;
            /** @description Square, 32x32. */
            size_32x32?: string;
            /** @description Square, 48x48. */
            size_48x48?: string;
            /** @description Square, 64x64. */
            size_64x64?: string;
            /** @description Square, 96x96. */
            size_96x96?: string;
            /** @description Square, 128x128. */
            size_128x128?: string;
            /** @description Square, 192x192. */
            size_192x192?: string;
            /** @description Square, 256x256. */
            size_256x256?: string;
            /** @description Square, 1024x1024. */
            size_1024x1024?: string;
            /** @description The photo as uploaded. */
            size_original?: string;
        };
        /** @description A post in a group forum. */
        Post: {
            /** @description The post id. */
            id?: string;
            /** @description The post's title. */
            title?: string;
            /** @description The post's text. Lists called with `exclude_content=true` leave it out. */
            content?: string;
            /** @description True when the post is closed. */
            closed?: boolean;
            author?: components["schemas"]["User"];
            /** @description When the post was created (ISO 8601). Lists of posts are sorted by it, newest first. */
            created_at?: string;
            /** @description When the post last changed (ISO 8601). */
            updated_at?: string;
            /** @description What the current user may do with the post. */
            permissions?: ("READ" | "UPDATE" | "DELETE" | "LIKE" | "UNLIKE" | "RECOMMEND" | "COMMENT")[];
            /** @description True when the current user likes the post. */
            user_liked?: boolean;
            /** @description How many users like the post. */
            like_count?: number;
            /** @description How many comments the post has. */
            comment_count?: number;
            /** @description The preview of a linked page, or null. */
            media_preview?: components["schemas"]["MediaPreview"] | null;
            /** @description The address of the post's image, or null. The address is valid for 6 hours. */
            image_url?: string | null;
        };
        /** @description A comment on a post in a group forum. */
        PostComment: {
            /** @description The comment id. */
            id?: string;
            /** @description The comment's text. */
            content?: string;
            /** @description What the current user may do with the comment. The values are not shown; those of a post are `READ`, `UPDATE`, `DELETE`, `LIKE`, `UNLIKE`, `RECOMMEND` and `COMMENT`. */
            permissions?: string[];
            /** @description When the comment was created (ISO 8601). Lists of comments are sorted by it. */
            created_at?: string;
            /** @description When the comment last changed (ISO 8601). */
            updated_at?: string;
            /**
             * @description The comment's image, or null. Until an uploaded image has been processed, listings show a placeholder
             *     image.
             */
            image?: string | null;
            author?: components["schemas"]["User"];
            /** @description True when the current user likes the comment. */
            user_liked?: boolean;
            /** @description How many users like the comment. */
            like_count?: number;
            /** @description The preview of a linked page, or null. */
            media_preview?: components["schemas"]["MediaPreview"] | null;
        };
        /** @description A page of the users who like a comment. */
        PostCommentLikesResponse: {
            likes: {
                /** @description How many users like the comment in all. */
                total?: number;
                /** @description The users of this page. Each carries only `id` unless `user_fields` asks for more. */
                users: components["schemas"]["User"][];
            };
        };
        /**
         * @description A page of the comments of a post, sorted by `created_at`: oldest first, or newest first with
         *     `sort_direction=desc`.
         */
        PostCommentsResponse: {
            comments: {
                /** @description How many comments the post has in all. */
                total?: number;
                /** @description The comments of this page, in the requested order. */
                items: components["schemas"]["PostComment"][];
            };
        };
        /**
         * @description An image attached to a new post or comment, sent inline in a JSON body. The file must be smaller than 9 MB and be a
         *     JPEG, PNG, GIF or BMP image.
         */
        PostImage: {
            /** @description The file name, e.g. `photo.jpg`. */
            file_name: string;
            /**
             * @description The media type of the image.
             * @enum {string}
             */
            mime_type: "image/jpeg" | "image/png" | "image/gif" | "image/bmp";
            /** @description The image file, Base64-encoded. The file must be smaller than 9 MB. */
            content: string;
        };
        /** @description A page of the users who like a post in a group forum. */
        PostLikesResponse: {
            likes: {
                /** @description How many users like the post in all. */
                total?: number;
                /** @description The users of this page. Each carries only `id` unless `user_fields` asks for more. */
                users: components["schemas"]["User"][];
            };
        };
        /** @description One post. */
        PostResponse: {
            post: components["schemas"]["Post"];
        };
        /**
         * @description A job posting as the posting listing returns it. A posting has an id, belongs to an order and an
         *     organization (and to the user who created it), and has one location. The service's listing example names
         *     the fields up to `point_of_contact_type`; the others are those of a third-party client.
         */
        Posting: {
            /**
             * @description The posting id, as returned by the create call.
             * @example 30675491
             */
            id: number;
            /**
             * @description The order the posting belongs to.
             * @example 1022232
             */
            order_id: number;
            /**
             * @description The organization the posting belongs to.
             * @example 5160
             */
            organization_id: number;
            /**
             * @description The product of the posting, e.g. `professional_plus`.
             * @example professional_plus
             */
            type?: string;
            state?: components["schemas"]["PostingState"];
            /** @description The job title. */
            function?: string;
            company_name?: string;
            company_profile_url?: string | null;
            publish_to_company?: boolean;
            currency?: components["schemas"]["PostingCurrency"];
            /**
             * @description The job description in HTML as the service keeps it; it starts with a marker comment such as
             *     `<!--XHS:1:JA:1-->`.
             */
            description?: string;
            /** @description The discipline code. The service's example shows a number; a third-party client types it as a string. */
            discipline_id?: number | string;
            /** @description The name of the discipline, e.g. `Product Management`. */
            discipline_id_as_text?: string;
            /** @description The industry code. The service's example shows a number; a third-party client types it as a string. */
            industry_id?: number | string;
            /** @description The name of the industry, e.g. `Internet and IT`. */
            industry_id_as_text?: string;
            job_code?: string | null;
            job_type?: components["schemas"]["PostingJobType"];
            /** @description ISO 639-1 code. */
            language?: string;
            level?: components["schemas"]["PostingLevel"];
            point_of_contact_type?: components["schemas"]["PostingPointOfContactType"];
            poster_url?: string | null;
            posting_url?: string | null;
            /** @description Whether the posting is public. */
            public?: boolean;
            reply_setting?: components["schemas"]["PostingReplySetting"];
            reply_email?: string | null;
            reply_url?: string | null;
            salary?: string | null;
            salary_range_start?: number | null;
            salary_range_end?: number | null;
            salary_interval?: components["schemas"]["PostingSalaryInterval"] | null;
            skills?: string | null;
            student_classification?: string | null;
            student_classification_as_text?: string | null;
            tags?: string | null;
            tell_me_more?: boolean;
            user_role?: components["schemas"]["PostingUserRole"];
            street?: string | null;
            /** @description The one city of the posting (one location per posting). */
            city?: string;
            region?: string | null;
            country?: string;
            zipcode?: string | null;
        };
        /** @description The answer to creating a posting: the id of the new posting, which the other posting calls take as `{id}`. */
        PostingCreated: {
            /**
             * @description The id of the new posting.
             * @example 30675491
             */
            posting_id: number;
            /**
             * Format: uri
             * @description The public address of the posting (known from a third-party client only).
             */
            permalink?: string;
        };
        /**
         * @description The currency of the salary fields. The service's own example shows `EUR`.
         * @enum {string}
         */
        PostingCurrency: "EUR" | "USD" | "GBP" | "CHF";
        /** @description One section of a structured job description. */
        PostingDescriptionSection: {
            /** @description The heading of the section. */
            title?: string;
            /** @description The text of the section. */
            content: string;
        };
        /**
         * @description A structured job description: the alternative to `description` (the two are mutually exclusive). The
         *     service's pages name the field; its child fields are known only from a third-party client, which also
         *     lists a link to the company's page on the service itself (its field name carries the brand and is left
         *     out here; the object stays open).
         */
        PostingDescriptionTemplate: {
            /** @description The colour of the titles. */
            title_color?: string;
            /** @description The address of the header image. */
            header_image?: string;
            /** @description The address of the footer image. */
            footer_image?: string;
            company_description?: components["schemas"]["PostingDescriptionSection"];
            responsibility?: components["schemas"]["PostingDescriptionSection"];
            skills?: components["schemas"]["PostingDescriptionSection"];
            we_offer?: components["schemas"]["PostingDescriptionSection"];
            contact_info?: components["schemas"]["PostingDescriptionSection"];
            /** @description A free-text description. */
            generic_description?: string;
            /** @description A YouTube video address. */
            video_youtube?: string;
            /** @description A Vimeo video address. */
            video_vimeo?: string;
            /** @description The company's website. */
            social_website?: string;
            /** @description The company's Facebook page. */
            social_facebook?: string;
            /** @description The company's Twitter page. */
            social_twitter?: string;
            /** @description The company's YouTube channel. */
            social_youtube?: string;
            /** @description The company's Instagram page. */
            social_instagram?: string;
            /** @description The company's Pinterest page. */
            social_pinterest?: string;
            /** @description The company's TikTok page. */
            social_tiktok?: string;
            /** @description The company's kununu page. */
            social_kununu?: string;
        };
        /**
         * @description The fields of a job posting, sent to create it or to replace it (an update replaces the posting: all
         *     mandatory fields must be sent again, and fields that are not sent are deleted).
         *
         *     - Required (the service's pages): `organization_id` and `order_id` from the contract (or test
         *       identifiers), `function`, `company_name`, `city`, `country`, and exactly one of `description` and
         *       `description_template`.
         *     - One location per posting: `city` names a single city. A job in several places needs one posting
         *       per location.
         *     - `organization_id` and `order_id` get a static check only: 400 when one is missing or not an integer.
         *       The contract itself (remaining contingent, run time) is not checked at creation: the posting status
         *       listing shows such problems. The order id (the product) cannot be changed after creation.
         *     - Salary: either a fixed amount in `salary` or a range in `salary_range_start` and `salary_range_end`
         *       (not both), with `currency` and `salary_interval`. The salary band cannot be hidden: without one, the
         *       service shows an estimate.
         *
         *     The service documents only the required fields; the optional ones come from client libraries. The products
         *     differ in which fields they offer or require.
         */
        PostingInput: {
            /**
             * @description The organization id from the contract (test postings use 5160).
             * @example 5160
             */
            organization_id: number;
            /**
             * @description The order id from the contract. It selects the product and cannot be changed after creation.
             * @example 1022232
             */
            order_id: number;
            /**
             * @description The job title.
             * @example Product Manager (m/f/d)
             */
            function: string;
            /** @description The name of the hiring company. */
            company_name: string;
            /**
             * @description The job description in HTML. Allowed tags: `h2`, `h3`, `h4`, `h5`, `hr`, `a`, `br`, `li`, `ol`, `ul`,
             *     `p`, `em`, `i`, `b`, `strong`. Other tags, attributes, style tags and inline CSS are stripped. Mutually
             *     exclusive with `description_template`.
             */
            description?: string;
            description_template?: components["schemas"]["PostingDescriptionTemplate"];
            /**
             * @description The one city of the job (one location per posting; several locations are not supported).
             * @example Hamburg
             */
            city: string;
            /**
             * @description The country of the location. A third-party client sends a 2-letter ISO code, e.g. `DE`.
             * @example DE
             */
            country: string;
            /** @description The postal code of the location. */
            zipcode?: string;
            /** @description The street of the location. */
            street?: string;
            /** @description The region (state, province) of the location. */
            region?: string;
            /**
             * @description The language of the posting, as an ISO 639-1 code.
             * @example de
             * @example en
             */
            language?: string;
            /** @description Comma-separated search terms (500 characters in total). It replaced `keywords` in 2017. */
            tags?: string;
            /**
             * @deprecated
             * @description The former name of `tags`, renamed in 2017.
             */
            keywords?: string;
            /** @description Comma-separated skills (255 characters in total), matched against the skills in member profiles. */
            skills?: string;
            level?: components["schemas"]["PostingLevel"];
            job_type?: components["schemas"]["PostingJobType"];
            /**
             * @description The discipline, a code from 1001 to 1022 (e.g. 1011 IT and software development, 1017 product
             *     management, 1022 other disciplines).
             * @example 1017
             */
            discipline_id?: number;
            /**
             * @description The industry, a numeric code (e.g. 90000 for Internet and IT).
             * @example 90000
             */
            industry_id?: number;
            /** @description The remote work options of the job (several allowed). */
            remote_options?: ("FULLY_REMOTE" | "PARTIALLY_REMOTE" | "NON_REMOTE")[];
            point_of_contact_type?: components["schemas"]["PostingPointOfContactType"];
            user_role?: components["schemas"]["PostingUserRole"];
            reply_setting?: components["schemas"]["PostingReplySetting"];
            /**
             * Format: email
             * @description Where applications are sent; needed when `reply_setting` is `email`.
             */
            reply_email?: string;
            /**
             * Format: uri
             * @description Where candidates apply; needed when `reply_setting` is `url`.
             */
            reply_url?: string;
            /**
             * Format: uri
             * @description The profile address of the person who posts the job.
             */
            poster_url?: string;
            /**
             * Format: uri
             * @description The address of the company's profile page.
             */
            company_profile_url?: string;
            /** @description Whether the posting is also shown on the company's profile page. */
            publish_to_company?: boolean;
            /**
             * Format: uri
             * @description The address of the full job advertisement in HTML.
             */
            posting_url?: string;
            /** @description A logo image, base64-encoded. */
            posting_logo_content?: string;
            /** @description A PDF version of the advertisement, base64-encoded (seen in an older client, 2016 to 2021). */
            posting_pdf_content?: string;
            /**
             * @description The customer's own reference code for the job.
             * @example YF112522
             */
            job_code?: string;
            /**
             * @description A fixed salary amount. Send either this or the range, not both. A third-party client sends a number;
             *     the posting listing returns it as a string.
             */
            salary?: number | string;
            /** @description The lower end of the salary range. */
            salary_range_start?: number;
            /** @description The upper end of the salary range. */
            salary_range_end?: number;
            salary_interval?: components["schemas"]["PostingSalaryInterval"];
            currency?: components["schemas"]["PostingCurrency"];
            /**
             * @description For campus and student jobs, the kind of student addressed.
             * @enum {string}
             */
            student_classification?: "bachelor" | "master" | "phd" | "student";
            /**
             * Format: uri
             * @description A YouTube or Vimeo video address.
             */
            video_link?: string;
            /** @description A flag seen in an older client (2016 to 2021) and in the posting listing; its meaning is not shown. */
            tell_me_more?: boolean;
            /** @description A flag seen in an older client (2016 to 2021); its meaning is not shown beyond its name. */
            create_story_on_activation?: boolean;
            /** @description A flag seen in an older client (2016 to 2021); its meaning is not shown. */
            ba?: boolean;
        } & (unknown | unknown);
        /**
         * @description The kind of employment. The clients CONFLICT: one lists `FULL_TIME`, `PART_TIME`, `CONTRACTOR`, `INTERN`,
         *     `SEASONAL`, `TEMPORARY`, `VOLUNTARY`; the other `FULL_TIME`, `PART_TIME`, `INTERNSHIP`, `FREELANCE`,
         *     `TEMPORARY`, `TRAINING`. The service's own example shows `FULL_TIME`. The value stays an open string so
         *     that both lists fit.
         * @example FULL_TIME
         */
        PostingJobType: string;
        /**
         * @description The career level of the job. Known values: `JOBLEVEL_1` (student, intern), `JOBLEVEL_2` (entry level),
         *     `JOBLEVEL_3` (professional, experienced), `JOBLEVEL_4` (manager, supervisor), level 5 (executive) and
         *     `JOBLEVEL_6` (CEO, CFO, president). The clients CONFLICT on level 5: one sends `JOBLEVEL_5_VP_SVP`, the
         *     other `JOBLEVEL_5`. The value stays an open string so that both fit.
         * @example JOBLEVEL_3
         */
        PostingLevel: string;
        /** @description A page of the postings that the current user created. */
        PostingList: components["schemas"]["VendorPageInfo"] & {
            collection: components["schemas"]["Posting"][];
        };
        /** @description The performance figures of one posting (counts). */
        PostingPerformance: {
            /**
             * @description The posting id.
             * @example 30675491
             */
            id: number;
            impressions?: number;
            visits?: number;
            unique_visitors?: number;
            bookmarks?: number;
            apply_intentions?: number;
            external_application_clicks?: number;
            instant_apply_clicks?: number;
            instant_applications?: number;
        };
        /** @description A page of the performance figures of the postings that the current user created. */
        PostingPerformanceList: components["schemas"]["VendorPageInfo"] & {
            /**
             * @description The day the figures were last updated.
             * @example 2024-06-11
             */
            updated_at?: string;
            collection: components["schemas"]["PostingPerformance"][];
        };
        /**
         * @description Who is shown as the point of contact of the posting.
         * @enum {string}
         */
        PostingPointOfContactType: "user" | "company" | "none";
        /**
         * @description How candidates apply. The clients CONFLICT: one lists `email`, `url` and `private_message`; the other
         *     lists `email`, `url` and two values naming the service's own messaging and application features (their
         *     names carry the brand and are left out here). A job feed example of the service uses `url`. With
         *     `email`, `reply_email` is needed; with `url`, `reply_url`. The value stays an open string so that both
         *     lists fit. One client treats the field as required when creating; the service's own pages do not show it.
         * @example url
         * @example email
         */
        PostingReplySetting: string;
        /**
         * @description The period a salary amount refers to. The clients CONFLICT: one sends `yearly`, `monthly`, `weekly`,
         *     `hourly`; the other `HOUR`, `DAY`, `WEEK`, `MONTH`, `YEAR`. The value stays an open string so that both
         *     fit.
         * @example yearly
         * @example YEAR
         */
        PostingSalaryInterval: string;
        /**
         * @description The state of a job posting; see the posting lifecycle in the introduction of the vendor job postings.
         *     `created` is the initial state (posted, visible only in the owner's job manager), `active` is visible to
         *     everyone, `deactivated` is no longer public, `archived` is final (an archived posting cannot be
         *     reactivated). The service does not document these value names: `created` and `archived` appear in its own
         *     examples, and a third-party client lists the full set, which adds `deleted`. `deleted` is not a state of
         *     the documented lifecycle; it is included because a status listing may show it.
         * @enum {string}
         */
        PostingState: "created" | "active" | "deactivated" | "archived" | "deleted";
        /**
         * @description The state of one posting. The listing also reveals contract problems that the create call does not check
         *     (for example an exhausted contingent).
         */
        PostingStatus: {
            /**
             * @description The posting id.
             * @example 30675491
             */
            id: number;
            state: components["schemas"]["PostingState"];
            /** @description Whether the posting is visible on the job board. */
            visible?: boolean;
            /** @description Why the posting is not visible, e.g. `duplicated`. */
            visible_errors?: string[];
            /**
             * Format: date-time
             * @description ISO 8601 in UTC.
             */
            created_at?: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 in UTC.
             */
            updated_at?: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 in UTC.
             */
            activated_at?: string | null;
            /**
             * Format: date-time
             * @description The end of the term (ISO 8601 in UTC); at expiry the posting is archived.
             */
            active_until?: string | null;
        };
        /** @description A page of the states of the postings that the current user created. */
        PostingStatusList: components["schemas"]["VendorPageInfo"] & {
            collection: components["schemas"]["PostingStatus"][];
        };
        /**
         * @description The role of the posting user.
         * @enum {string}
         */
        PostingUserRole: "EXTERNAL_RECRUITER" | "HR_DEPARTMENT" | "MANAGER" | "EMPLOYEE" | "HR_CONSULTANT";
        /** @description A page of posts, newest first (sorted by `created_at`, descending). */
        PostsResponse: {
            posts: {
                /** @description How many posts there are in all. */
                total?: number;
                /** @description The posts of this page, newest first. */
                items: components["schemas"]["Post"][];
            };
        };
        /**
         * @description A user's professional experience. `companies` lists all companies, the primary one included: find the
         *     primary company in it by comparing each `id` with `primary_company.id`. `non_primary_companies` is
         *     deprecated (since 2014-05-08); deprecated entries may carry only the marker
         *     `_this_is_deprecated_since`.
         */
        ProfessionalExperience: {
            /** @description Always an object, even when the user has no primary company (its fields are then empty). */
            primary_company?: components["schemas"]["Company"];
            /** @description All companies of the user, including the primary one. */
            companies?: components["schemas"]["Company"][];
            awards?: components["schemas"]["Award"][];
            /**
             * @deprecated
             * @description Deprecated since 2014-05-08: use `companies`. The service may return a marker entry `{"_this_is_deprecated_since": "2014-05-08"}` in this list.
             */
            non_primary_companies?: (components["schemas"]["Company"] | {
                /** @example 2014-05-08 */
                _this_is_deprecated_since: string;
            })[];
        };
        /** @description A user's profile message, wrapped in `profile_message`. */
        ProfileMessageResponse: {
            profile_message: {
                /** @description The profile message, at most 140 characters. */
                message?: string | null;
                /** @description When the message was last written. */
                updated_at?: string | null;
            };
        };
        /** @description The qualifications of the current user's educational background, as in the profile. */
        QualificationsResponse: {
            qualifications: string[];
        };
        /**
         * @description A request token (temporary credential), returned as URL-encoded `name=value` tuples
         *     (`application/x-www-form-urlencoded`). It cannot be used to read data. It is valid for 10 minutes; a
         *     successful exchange at the access-token call replaces it by an access token.
         */
        RequestToken: {
            /**
             * @description The request token. It cannot be used to read data.
             * @example 6479c262c06f4a002643
             */
            oauth_token: string;
            /**
             * @description The secret of the request token, used for signing the access-token call.
             * @example d7f5a128c01574e5bf10
             */
            oauth_token_secret: string;
            /**
             * @description Always the literal `true`.
             * @enum {string}
             */
            oauth_callback_confirmed: "true";
        };
        /**
         * @description The parameters of the request-token call (RFC 5849, temporary credentials). Four of them are
         *     required. They travel as form fields of a POST body, as query parameters of a GET, or in the
         *     `Authorization: OAuth ...` header; the three placements are equivalent, and a request uses one of them.
         *     `oauth_version`, `oauth_timestamp` and `oauth_nonce` are the common OAuth request parameters.
         */
        RequestTokenParams: {
            /**
             * @description The consumer key assigned to the application.
             * @example 84ea471edca164b18325
             */
            oauth_consumer_key: string;
            /**
             * @description Where the user agent is redirected after authorization. Any protocol and custom URL schemes are
             *     accepted. The URL is verified: a domain with non-ASCII characters must be converted to its
             *     ASCII-compatible form. Test consumers may use any callback. The literal `oob` selects out-of-band
             *     mode: the user sees a page with a PIN (the verifier) instead of a redirect.
             * @example oob
             * @example https://example.com/oauth/callback
             */
            oauth_callback: string;
            /**
             * @description The signature method.
             * @enum {string}
             */
            oauth_signature_method: "PLAINTEXT" | "HMAC-SHA1";
            /**
             * @description The signature, made with the consumer secret and an empty token secret, because no token exists yet.
             *     With PLAINTEXT it is the consumer secret followed by `&` (sent URL-encoded as `%26`).
             * @example d7f5a128c01574e5bf10d7f5a128c01574e5bf10&
             */
            oauth_signature: string;
            /**
             * @description Always `1.0`.
             * @enum {string}
             */
            oauth_version?: "1.0";
            /**
             * @description UNIX time in seconds: a positive integer, not smaller than the timestamp of earlier requests and not
             *     older than 24 hours. Needed with HMAC-SHA1.
             */
            oauth_timestamp?: number;
            /** @description A random string, unique per request within 24 hours. Needed with HMAC-SHA1. */
            oauth_nonce?: string;
        };
        /** @description A school in a user's educational background. Its `id` names it in the school editing calls. */
        School: {
            /** @description The school entry's scrambled id. */
            id?: string;
            name?: string;
            degree?: string | null;
            notes?: string | null;
            subject?: string | null;
            /** @description `YYYY` or `YYYY-MM`. */
            begin_date?: string | null;
            /** @description `YYYY` or `YYYY-MM`. */
            end_date?: string | null;
        };
        /**
         * @description The fields of a school entry in the current user's educational background, as in the profile's `schools`.
         *     The official Android client always sends `name` when it adds a school.
         */
        SchoolFields: {
            /** @description The name of the school, shorter than 80 characters. */
            name?: string;
            /** @description The (future) degree, shorter than 80 characters. */
            degree?: string;
            /** @description Additional notes such as specialised subjects, shorter than 80 characters. */
            notes?: string;
            /** @description The field of study, shorter than 80 characters. The primary school must have one. */
            subject?: string;
            /**
             * @description The start, `YYYY` or `YYYY-MM`.
             * @example 2004-10
             */
            begin_date?: string;
            /**
             * @description The end, `YYYY` or `YYYY-MM`, later than `begin_date`.
             * @example 2009-07
             */
            end_date?: string;
        };
        /** @description One school entry of the current user's educational background, wrapped in `school`. */
        SchoolResponse: {
            school: components["schemas"]["School"];
        };
        /** @description The pending contact requests that the user sent, a page at a time. */
        SentContactRequestsResponse: {
            contact_requests: {
                /** @description The id of the user who sent the request. */
                sender_id?: string;
                /** @description The id of the user the request was sent to. */
                recipient_id?: string;
            }[];
        };
        /** @description A link to share. Sharing creates a new activity that holds the link. */
        ShareLinkRequest: {
            /** @description The address to share. */
            uri: string;
            /** @description An optional text to go with the link. */
            text?: string;
        };
        /**
         * @description The direct contacts that the current user and another user have in common. Nested users carry only `id`
         *     unless `user_fields` asks for more.
         */
        SharedContactsResponse: {
            shared_contacts: {
                /** @description The shared contacts, a page at a time. */
                users?: components["schemas"]["User"][];
            };
        };
        /** @description The current user's contacts whose birthdays are coming up. */
        UpcomingBirthdaysResponse: {
            /** @description The contacts. Each carries only `id` unless `user_fields` asks for more. */
            users: components["schemas"]["User"][];
        };
        /**
         * @description The fields of a private or business address. Send an empty value to delete a field. `city` and `country`
         *     cannot be deleted. Whether a field left out is kept or removed is not clear from the sources (the official
         *     Android client says both).
         */
        UpdateAddressRequest: {
            /** @description Cannot be deleted. */
            city?: string;
            /**
             * @description An ISO 3166 country code. Cannot be deleted. Some countries require `province`.
             * @example DE
             */
            country?: string;
            province?: string;
            street?: string;
            zip_code?: string;
            /** @description An e-mail address; empty to delete it. */
            email?: string;
            /** @description Empty, or country code, area code and number separated by `|`, e.g. `49|40|1234560`. */
            phone?: string;
            /** @description Empty, or country code, area code and number separated by `|`. */
            mobile_phone?: string;
            /** @description Empty, or country code, area code and number separated by `|`. */
            fax?: string;
        };
        /**
         * @description The changes to a news article. `version` is required and names the version of the article that the change
         *     applies to; every other field is optional.
         */
        UpdateArticleRequest: {
            /** @description The version of the article to update. */
            version: string | number;
            /** @description The address of the original article. */
            source_url?: string;
            /** @description The article's title. */
            title?: string;
        } & components["schemas"]["ArticleOptionalFields"];
        /**
         * @description The complete list of the current user's awards. It replaces the awards the profile has; the order of the
         *     entries does not matter. An award has the fields of the profile's `professional_experience.awards`.
         */
        UpdateAwardsRequest: {
            awards: components["schemas"]["Award"][];
        };
        /**
         * @description The new birth date: the call expects year, month and day. The ranges are those of the birth date in the
         *     user profile.
         */
        UpdateBirthDateRequest: {
            year: number;
            month: number;
            day: number;
        };
        /**
         * @description The fields of a company update to change. The official Ruby client passes the caller's options as they are;
         *     the fields of a new update are assumed to be the ones that can change.
         */
        UpdateCompanyUpdateRequest: {
            /** @description The new headline. */
            headline?: string;
            /** @description The new text. */
            content?: string;
        };
        /**
         * @description The general profile fields to change. Every field is optional; whether a field left out is kept is not shown. The values
         *     have the same form as in the profile (`GET /v1/users/me`).
         */
        UpdateCurrentUserRequest: {
            /**
             * @description The academic title. An empty string deletes it.
             * @enum {string}
             */
            academic_title?: "Dr." | "Prof." | "Prof. Dr." | "Ing." | "Dipl.-Ing." | "Mag." | "";
            /**
             * @description The employment status, one of the values of the profile's `employment_status`.
             * @enum {string}
             */
            employment_status?: "ENTREPRENEUR" | "FREELANCER" | "EMPLOYEE" | "EXECUTIVE" | "RECRUITER" | "PUBLIC_SERVANT" | "STUDENT" | "UNEMPLOYED" | "RETIRED";
            /** @description What the user offers (skills, knowledge), as a comma-separated list. */
            haves?: components["schemas"]["UserCommaList"];
            /** @description The user's interests, as a comma-separated list. */
            interests?: components["schemas"]["UserCommaList"];
            /** @description The organisations the user is a member of, as a comma-separated list. */
            organisation_member?: components["schemas"]["UserCommaList"];
            /** @description What the user is looking for, as a comma-separated list. */
            wants?: components["schemas"]["UserCommaList"];
        };
        /** @description The user's account name for the instant messaging service that the path names. */
        UpdateInstantMessagingAccountRequest: {
            /** @description The account name, at most 80 characters. */
            name: string;
        };
        /** @description The user's skill in the language that the path names. */
        UpdateLanguageSkillRequest: {
            skill?: components["schemas"]["LanguageSkill"];
        };
        /** @description The new legal information (imprint) of the current user. */
        UpdateLegalInformationRequest: {
            /** @description The text, at most 5,000 characters. */
            content: string;
        };
        /** @description A new profile photo, Base64-encoded in the body. The picture must be smaller than 20 MB and a JPEG or PNG. */
        UpdatePhotoRequest: {
            photo: {
                /** @example photo.jpg */
                file_name: string;
                /** @enum {string} */
                mime_type: "image/jpeg" | "image/png";
                /** @description The image data, Base64-encoded. The decoded picture must be smaller than 20 MB. */
                content: string;
            };
        };
        /** @description Which company entry becomes the current user's primary company. */
        UpdatePrimaryCompanyRequest: {
            /**
             * @description The id of one of the user's company entries (see `professional_experience.companies`).
             * @example 17_abcdef
             */
            company_id: string;
        };
        /** @description Which school entry becomes the current user's primary school. */
        UpdatePrimarySchoolRequest: {
            /**
             * @description The id of one of the user's school entries (see `educational_background.schools`). The school must have
             *     a `subject`. An unknown id is refused with 403 `INVALID_PARAMETERS`, reason `UNKNOWN_VALUE` for the
             *     field `school_id`.
             * @example 42_abcdef
             */
            school_id: string;
        };
        /** @description The new profile message. */
        UpdateProfileMessageRequest: {
            /** @description The profile message. An empty string deletes the current message. */
            message: string;
            /**
             * @description true shows the message to everyone, false only to the user's direct contacts.
             * @default true
             */
            public: boolean;
        };
        /** @description The addresses of the web profile that the path names. They replace the addresses it has. */
        UpdateWebProfileRequest: {
            /** @description The addresses of the user's profiles on that site, as in the profile's `web_profiles`. May be empty. */
            url: string[];
        };
        /**
         * @description A user profile. The same object is used for the profile calls and for nested users in other responses.
         *     Nested users carry only `id` unless the call's `user_fields` parameter asks for more; a profile call returns
         *     the full profile unless `fields` selects some fields. The data is filtered by each user's privacy settings,
         *     and test consumers get scrambled data in which only the requested fields are filled and empty fields stay
         *     empty. So every property is optional.
         *
         *     **Empty profile.** For blacklisted, deleted and non-existing users the service returns an empty profile
         *     instead of an error (an incompatible change in the service's history). Its `id` and `page_name` are null;
         *     which other fields it fills is not documented.
         *
         *     The service does not document the complete field list, so the object stays open. The editing calls under
         *     `/v1/users/me` change these fields: `PUT /v1/users/me` the general fields, and separate calls the
         *     `languages`, `web_profiles`, `instant_messaging_accounts`, the schools and qualifications of
         *     `educational_background`, and the companies and awards of `professional_experience`.
         */
        User: {
            /**
             * @description The user's scrambled id. Null in the empty profile (blacklisted, deleted or non-existing user).
             * @example 123456_abcdef
             */
            id?: string | null;
            /** @description e.g. `Dr.`, `Prof.`, `Prof. Dr.`, `Ing.`, `Dipl.-Ing.`, `Mag.` (the values the profile editing call accepts). */
            academic_title?: string | null;
            first_name?: string;
            last_name?: string;
            /** @description First name, last name and the academic title, if any. */
            display_name?: string;
            /** @description The name of the profile page. Null in the empty profile. */
            page_name?: string | null;
            /**
             * Format: uri
             * @description The address of the profile page.
             */
            permalink?: string;
            /**
             * @description The user's employment status. It may be requested wherever a `fields` or `user_fields` parameter is
             *     accepted.
             * @enum {string}
             */
            employment_status?: "ENTREPRENEUR" | "FREELANCER" | "EMPLOYEE" | "EXECUTIVE" | "RECRUITER" | "PUBLIC_SERVANT" | "STUDENT" | "UNEMPLOYED" | "RETIRED";
            /** @enum {string} */
            gender?: "m" | "f";
            birth_date?: components["schemas"]["BirthDate"];
            /**
             * Format: email
             * @description Only filled for the current user; null for all others (their addresses may appear under
             *     `private_address.email` or `business_address.email` if shared).
             */
            active_email?: string | null;
            time_zone?: {
                /**
                 * @description An IANA time zone name.
                 * @example Europe/Berlin
                 */
                name: string;
                /** @description The offset from UTC in hours, e.g. `2.0`. */
                utc_offset: number;
            };
            /**
             * @description The premium services the user has. The public schema lists `SEARCH` and `PRIVATEMESSAGES`; the official
             *     Android client also knows `NOADVERTISING`. Both lists are kept.
             */
            premium_services?: ("SEARCH" | "PRIVATEMESSAGES" | "NOADVERTISING")[];
            /**
             * @description Badges shown on the profile. The public schema lists `PREMIUM` and `MODERATOR`; the official Android
             *     client also knows `AMBASSADOR`, `EXPERT`, `WORK_LIFE`, `INSIDER` and `EXECUTIVE`. Both lists are kept.
             */
            badges?: ("PREMIUM" | "MODERATOR" | "AMBASSADOR" | "EXPERT" | "WORK_LIFE" | "INSIDER" | "EXECUTIVE")[];
            /** @description A comma-separated list. */
            wants?: string | null;
            /** @description A comma-separated list. */
            haves?: string | null;
            /** @description A comma-separated list (known from the official Android client only). */
            top_haves?: string | null;
            /** @description A comma-separated list. */
            interests?: string | null;
            /** @description A comma-separated list of organisations. */
            organisation_member?: string | null;
            /**
             * @description Language skills keyed by a two-letter language code: `de`, `en`, `es`, `fi`, `fr`, `hu`, `it`, `ja`, `ko`,
             *     `nl`, `pl`, `pt`, `ru`, `sv`, `tr`, `zh`, `ro`, `no`, `cs`, `el`, `da`, `ar`, `he`.
             */
            languages?: {
                [key: string]: components["schemas"]["LanguageSkill"] | null;
            };
            private_address?: components["schemas"]["Address"];
            business_address?: components["schemas"]["Address"];
            /**
             * @description Lists of web addresses keyed by kind: `blog`, `delicious`, `digg`, `doodle`, `dopplr`, `ebay`, `facebook`,
             *     `flickr`, `foursquare`, `github`, `google_plus`, `homepage`, `last_fm`, `lifestream_fm`, `mindmeister`,
             *     `mister_wong`, `other`, `photobucket`, `plazes`, `qype`, `reddit`, `second_life`, `sevenload`, `slideshare`,
             *     `sorceforge` (sic), `spreed`, `stumble_upon`, `twitter`, `vimeo`, `wikipedia`, `yelp`, `youtube`, `zoominfo`.
             */
            web_profiles?: {
                [key: string]: string[];
            };
            /** @description Instant messaging account names. */
            instant_messaging_accounts?: {
                skype?: string;
                icq?: string;
                msn?: string;
                yahoo?: string;
                aim?: string;
                jabber?: string;
                googletalk?: string;
            };
            professional_experience?: components["schemas"]["ProfessionalExperience"];
            educational_background?: components["schemas"]["EducationalBackground"];
            photo_urls?: components["schemas"]["PhotoUrls"];
            /** @description A preview of the user's legal information (imprint). Known from the official Android client only. */
            legal_information?: {
                [key: string]: unknown;
            };
        };
        /**
         * @description A comma-separated list of free-text items, e.g. `Java,Project management`. At most 2048 characters, at
         *     most 200 items, and each item at most 200 characters long with at least one character that is not white
         *     space.
         * @example Java,Project management
         */
        UserCommaList: string;
        /** @description The result of a keyword search for users. Each item wraps one user under `user`. */
        UserSearchResponse: {
            users: {
                /** @description The number of matches. */
                total: number;
                items: {
                    user: components["schemas"]["User"];
                }[];
            };
        };
        /** @description One or more user profiles, in the order of the requested ids. */
        UsersResponse: {
            users: components["schemas"]["User"][];
        };
        /**
         * @description The paging fields of every vendor listing: the listing is wrapped as `{total, current_page, total_pages,
         *     collection}`, and the `page` parameter selects a page.
         */
        VendorPageInfo: {
            /** @description The number of items in all pages. */
            total: number;
            /** @description The page returned. */
            current_page: number;
            /** @description The number of pages. */
            total_pages: number;
        };
        /**
         * @description One visit of the user's profile. `job_title` and `gender` are always present, `user_id` is null for visits
         *     by blacklisted users, and `visit_count` counts the visits. Anonymous visitors (people without a profile)
         *     also have `user_id` null; visits by blacklisted users otherwise look like the empty profile; a basic member
         *     sees only `photo_urls`, `visited_at`,
         *     `reason`, `visited_at_encrypted` and `type` filled, the other fields being null (or -1). So the fields may be
         *     null even where they are always present.
         */
        Visit: {
            id?: string | null;
            /** @description The visitor's scrambled id. Null for visits by blacklisted users and by anonymous visitors (people without a profile). */
            user_id?: string | null;
            display_name?: string | null;
            company_name?: string | null;
            /** @description The visitor's job title. Always present. */
            job_title: string | null;
            /**
             * @description The visitor's gender. Always present.
             * @enum {string|null}
             */
            gender: "m" | "f" | null;
            /** @description How often this visitor visited the profile. */
            visit_count?: number | null;
            /**
             * Format: date
             * @description The day of the visit, e.g. `2011-01-14`.
             */
            visited_at?: string;
            /** @description An opaque value that may be passed as `since` to list only later visits. */
            visited_at_encrypted?: string;
            photo_urls?: components["schemas"]["PhotoUrls"];
            /** @description How the visitor found the profile. */
            reason?: {
                /** @description May contain HTML (see the `strip_html` parameter). */
                text?: string;
            };
            /**
             * @description 1 or 2 for first- or second-degree contacts, 0 for other members, -1 for non-members.
             * @enum {integer|null}
             */
            distance?: -1 | 0 | 1 | 2 | null;
            /** @enum {string} */
            type?: "LOGGED_IN" | "LOGGED_OUT" | "INACTIVE";
            /** @description Contacts shared with the visitor; as many as the `shared_contacts` parameter asks for. */
            shared_contacts?: unknown[];
        };
        /** @description The profile visits. The list is the value of `visits` directly; there is no total. The order is not shown. */
        VisitsResponse: {
            visits: components["schemas"]["Visit"][];
        };
        /**
         * @description A kind of web profile. These are the keys of the profile's `web_profiles` object; `sorceforge` is spelled so
         *     by the service.
         * @example github
         * @enum {string}
         */
        WebProfileName: "blog" | "delicious" | "digg" | "doodle" | "dopplr" | "ebay" | "facebook" | "flickr" | "foursquare" | "github" | "google_plus" | "homepage" | "last_fm" | "lifestream_fm" | "mindmeister" | "mister_wong" | "other" | "photobucket" | "plazes" | "qype" | "reddit" | "second_life" | "sevenload" | "slideshare" | "sorceforge" | "spreed" | "stumble_upon" | "twitter" | "vimeo" | "wikipedia" | "yelp" | "youtube" | "zoominfo";
    };
    responses: {
        /** @description Refused: access denied, a per-call throttle hit (`RATE_LIMIT_EXCEEDED`), or invalid parameters. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The resource does not exist. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description Any other error. The service does not document the status codes of the remaining failures. Error responses may
         *     carry `errors` with finer details. Server errors (500 to 504) may come with a body that is not JSON.
         */
        OtherError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The OAuth 1.0 credentials were refused. An invalid access token (`INVALID_OAUTH_TOKEN`) means that the
         *     handshake must be repeated.
         */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The OAuth credentials or the access were refused. The vendor calls are documented with OAuth 1.0 signatures
         *     in all examples, so the OAuth failures of the general API apply (there they answer 401), and so does its
         *     refused access (`accessDenied`, 403 there). The service does not document the statuses, the media type or
         *     the bodies of vendor errors; the general API's error format is assumed, in JSON or in the vendor media type.
         *     The mock answers with the general API's statuses.
         */
        VendorClientError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/vnd.service.jobs.v1+json": components["schemas"]["Error"];
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description Any other error of the vendor interface. The service does not document the status codes, the media type or
         *     the bodies of job posting failures; the general API's error format is assumed, in JSON or in the vendor
         *     media type.
         *
         *     - A consumer without the `vendor_jobs` right (for example a test consumer, which cannot use the vendor
         *       interface) is refused; how is not shown (`insufficientPrivileges`).
         *     - An `Accept` header that is neither `application/vnd.service.jobs.v1+json` nor `*\/*` is refused; the
         *       status is not shown (`unsupportedAccept`, the mock's own; the mock answers 406 Not Acceptable).
         *     - Server errors (500 to 504) may come with a body that is not JSON.
         */
        VendorOtherError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/vnd.service.jobs.v1+json": components["schemas"]["Error"];
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description The activity's id, as found in `ids` of a feed entry. */
        ActivityId: string;
        /** @description How many items to return. */
        ActivityLimit: number;
        /** @description Only activities after this point in time. */
        ActivitySince: string;
        /** @description Only activities before this point in time, to load older entries. */
        ActivityUntil: string;
        /** @description The article id. */
        ArticleId: string;
        /** @description The id of the bookmarked user, or `me` for the current user. */
        BookmarkedUserId: string;
        /** @description The id of a company (its company page on the service), as company search answers it. */
        CompanyId: string;
        /** @description The id of an update that a company posted. */
        CompanyUpdateId: string;
        /**
         * @description Identifies the contact request by the id of the user who sent it (`sender_id` in the list of received
         *     requests), or `me` for the current user: the official Ruby client accepts a request with the sender's id as
         *     `user_id` and `me` here.
         */
        ContactRequestSenderId: string;
        /** @description How many contact requests to return. The default is 10. */
        ContactRequestsLimit: number;
        /**
         * @description The conversation id, a scrambled id such as `51626_4be761`. All private message and conversation identifiers
         *     were reissued in April 2014: identifiers cached before then must be discarded.
         */
        ConversationId: string;
        /**
         * @description How many of the latest messages to include in each conversation's `latest_messages`, newest first. With 0
         *     (the default) `latest_messages` is an empty list.
         */
        ConversationWithLatestMessages: number;
        /** @description When true, the posts are returned without their `content`. */
        ExcludeContent: boolean;
        /** @description How many items to return, for paging with `offset`. The default and the maximum of this call are not shown. */
        Limit: number;
        /** @description How many items to return, for paging with `offset`. The default is 10 and the maximum 100. */
        LimitUpTo100: number;
        /**
         * @description The id of the conversation that holds the messages, a scrambled id such as `51626_4be761`. All private
         *     message and conversation identifiers were reissued in April 2014: identifiers cached before then must be
         *     discarded.
         */
        MessageConversationId: string;
        /**
         * @description The message id, a scrambled id such as `104402_1a2b3c`. All private message and conversation identifiers
         *     were reissued in April 2014: identifiers cached before then must be discarded.
         */
        MessageId: string;
        /** @description When true, HTML is stripped from the content of the messages in the answer. */
        MessageStripHtml: boolean;
        /** @description How many items to return, for paging with `offset`. The service does not document its default or maximum. */
        NewsLimit: number;
        /** @description How many items to skip, for paging with `limit`. */
        Offset: number;
        /** @description The id of a comment on a post in a group forum. */
        PostCommentId: string;
        /** @description The id of a post in a group forum. */
        PostId: string;
        /**
         * @description A comma-separated list of the user fields to return, e.g. `display_name,photo_urls.size_128x128`. Sub-fields
         *     are named with a dot. Without it, the full profile is returned. `employment_status` may be requested here.
         *     An unknown field is refused with 403 `INVALID_PARAMETERS`.
         */
        ProfileFields: string;
        /**
         * @description A comma-separated list of the user fields to return for nested users, e.g. `display_name,photo_urls.size_48x48`.
         *     Sub-fields are named with a dot. Without it, nested users carry only `id`. `employment_status` may be
         *     requested wherever this parameter is accepted. How the service answers an unknown field here is not shown
         *     (the profile calls' `fields` refuses one with 403 `INVALID_PARAMETERS`).
         */
        UserFields: string;
        /** @description The user's scrambled id, or `me` for the current user. */
        UserId: string;
        /** @description A comma-separated list of ids; only these are listed. */
        VendorIds: string;
        /** @description The page of the list to return, starting at 1. */
        VendorPage: number;
    };
    requestBodies: {
        /** @description The fields of a company entry, as JSON, XML or form fields (the official Android client sends form fields). */
        CompanyEntry: {
            content: {
                "application/json": components["schemas"]["CompanyFields"];
                "application/xml": components["schemas"]["CompanyFields"];
                "application/x-www-form-urlencoded": components["schemas"]["CompanyFields"];
            };
        };
        /** @description The fields of a school entry, as JSON, XML or form fields (the official Android client sends form fields). */
        SchoolEntry: {
            content: {
                "application/json": components["schemas"]["SchoolFields"];
                "application/xml": components["schemas"]["SchoolFields"];
                "application/x-www-form-urlencoded": components["schemas"]["SchoolFields"];
            };
        };
        /**
         * @description The address fields. JSON or XML, like the request bodies of all POST and PUT calls; the official Android
         *     client sends JSON or form fields, a community client sends form fields.
         */
        UpdateAddress: {
            content: {
                "application/json": components["schemas"]["UpdateAddressRequest"];
                "application/xml": components["schemas"]["UpdateAddressRequest"];
                "application/x-www-form-urlencoded": components["schemas"]["UpdateAddressRequest"];
            };
        };
    };
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getAccessToken: {
        parameters: {
            query?: {
                /** @description Required (in the query or the Authorization header). The consumer key. */
                oauth_consumer_key?: string;
                /** @description Required (in the query or the Authorization header). The authorized request token. */
                oauth_token?: string;
                /** @description Required (in the query or the Authorization header). The verifier received during authorization. */
                oauth_verifier?: string;
                /** @description Required (in the query or the Authorization header). */
                oauth_signature_method?: "PLAINTEXT" | "HMAC-SHA1";
                /**
                 * @description Required (in the query or the Authorization header). Signed with the consumer secret and the request
                 *     token secret (PLAINTEXT: consumer secret, `&` sent as `%26`, request token secret).
                 */
                oauth_signature?: string;
                /** @description Always `1.0`. */
                oauth_version?: "1.0";
                /**
                 * @description UNIX time in seconds: positive, not smaller than earlier timestamps, not older than 24 hours. Needed
                 *     with HMAC-SHA1.
                 */
                oauth_timestamp?: number;
                /** @description A random string, unique per request within 24 hours. Needed with HMAC-SHA1. */
                oauth_nonce?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            /** @description The access token and its secret, as URL-encoded tuples (the same shape as the POST answer). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/x-www-form-urlencoded": components["schemas"]["AccessToken"];
                };
            };
            /**
             * @description Another failure of the handshake. The service does not document the status codes or bodies of handshake
             *     failures; the general API's error format is assumed. A wrong verifier or an unknown request token is
             *     refused with `INVALID_REQUEST_TOKEN` (status not shown).
             */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createAccessToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description The OAuth parameters as form fields. Optional only because the `Authorization: OAuth ...` header may
         *     carry them instead; a request uses one placement.
         */
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["AccessTokenParams"];
            };
        };
        responses: {
            /** @description The access token and its secret, as URL-encoded tuples. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/x-www-form-urlencoded": components["schemas"]["AccessToken"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /**
             * @description Another failure of the handshake. The service does not document the status codes or bodies of handshake
             *     failures; the general API's error format is assumed. A wrong verifier or an unknown request token is
             *     refused with `INVALID_REQUEST_TOKEN` (status not shown); so is, presumably, an expired one (not
             *     shown).
             */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listActivityComments: {
        parameters: {
            query?: {
                /** @description How many items to return. */
                limit?: components["parameters"]["ActivityLimit"];
                /** @description How many items to skip, for paging with `limit`. */
                offset?: components["parameters"]["Offset"];
                /**
                 * @description A comma-separated list of the user fields to return for nested users, e.g. `display_name,photo_urls.size_48x48`.
                 *     Sub-fields are named with a dot. Without it, nested users carry only `id`. `employment_status` may be
                 *     requested wherever this parameter is accepted. How the service answers an unknown field here is not shown
                 *     (the profile calls' `fields` refuses one with 403 `INVALID_PARAMETERS`).
                 */
                user_fields?: components["parameters"]["UserFields"];
            };
            header?: never;
            path: {
                /** @description The activity's id, as found in `ids` of a feed entry. */
                activity_id: components["parameters"]["ActivityId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description A page of the comments. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityCommentsResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    createActivityComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The activity's id, as found in `ids` of a feed entry. */
                activity_id: components["parameters"]["ActivityId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ActivityCommentInput"];
                "application/xml": components["schemas"]["ActivityCommentInput"];
                "application/x-www-form-urlencoded": components["schemas"]["ActivityCommentInput"];
            };
        };
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The comment was created. The body is a plain-text sentence; the status code is not documented. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    deleteActivityComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The activity's id, as found in `ids` of a feed entry. */
                activity_id: components["parameters"]["ActivityId"];
                /** @description The id of the comment to delete. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The comment was deleted. The status code is not documented; a 204 answer has no body. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["OtherError"];
        };
    };
    likeActivity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The activity's id, as found in `ids` of a feed entry. */
                activity_id: components["parameters"]["ActivityId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The current user likes the activity. The status code and body are not documented. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["OtherError"];
        };
    };
    unlikeActivity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The activity's id, as found in `ids` of a feed entry. */
                activity_id: components["parameters"]["ActivityId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The like was removed. The status code is not documented; a 204 answer has no body. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["OtherError"];
        };
    };
    listActivityLikes: {
        parameters: {
            query?: {
                /** @description How many items to return. */
                limit?: components["parameters"]["ActivityLimit"];
                /** @description How many items to skip, for paging with `limit`. */
                offset?: components["parameters"]["Offset"];
                /**
                 * @description A comma-separated list of the user fields to return for nested users, e.g. `display_name,photo_urls.size_48x48`.
                 *     Sub-fields are named with a dot. Without it, nested users carry only `id`. `employment_status` may be
                 *     requested wherever this parameter is accepted. How the service answers an unknown field here is not shown
                 *     (the profile calls' `fields` refuses one with 403 `INVALID_PARAMETERS`).
                 */
                user_fields?: components["parameters"]["UserFields"];
            };
            header?: never;
            path: {
                /** @description The activity's id, as found in `ids` of a feed entry. */
                activity_id: components["parameters"]["ActivityId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description A page of the users who like the activity. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActivityLikesResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    likeActivityAlias: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The activity's id, as found in `ids` of a feed entry. */
                activity_id: components["parameters"]["ActivityId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The current user likes the activity. The status code and body are not documented. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["OtherError"];
        };
    };
    unlikeActivityAlias: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The activity's id, as found in `ids` of a feed entry. */
                activity_id: components["parameters"]["ActivityId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The like was removed. The status code is not documented; a 204 answer has no body. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["OtherError"];
        };
    };
    getActivity: {
        parameters: {
            query?: {
                /**
                 * @description A comma-separated list of the user fields to return for nested users, e.g. `display_name,photo_urls.size_48x48`.
                 *     Sub-fields are named with a dot. Without it, nested users carry only `id`. `employment_status` may be
                 *     requested wherever this parameter is accepted. How the service answers an unknown field here is not shown
                 *     (the profile calls' `fields` refuses one with 403 `INVALID_PARAMETERS`).
                 */
                user_fields?: components["parameters"]["UserFields"];
            };
            header?: never;
            path: {
                /** @description The activity's id, as found in `ids` of a feed entry. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The activity, in the format of the network feed. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NetworkFeedResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    deleteActivity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The activity's id, as found in `ids` of a feed entry. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The activity was deleted. The status code is not documented; a 204 answer has no body. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["OtherError"];
        };
    };
    shareActivity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the activity to share. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ActivityShareInput"];
                "application/xml": components["schemas"]["ActivityShareInput"];
                "application/x-www-form-urlencoded": components["schemas"]["ActivityShareInput"];
            };
        };
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The activity was shared. The status code and body are not documented. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["OtherError"];
        };
    };
    authorize: {
        parameters: {
            query: {
                /**
                 * @description The request token from `createRequestToken`.
                 * @example 6479c262c06f4a002643
                 */
                oauth_token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /**
             * @description An HTML page: the login and approval dialog, the verifier (PIN) in out-of-band mode, or the
             *     cancellation page after the user denied access.
             */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /**
             * @description The user granted access (or had already granted it): the browser is redirected to the callback URL
             *     with `oauth_token` and `oauth_verifier`. The status code is not shown.
             */
            "3XX": {
                headers: {
                    /** @description The `oauth_callback` URL with `oauth_token` and `oauth_verifier` added. */
                    Location: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description The request token is unknown, already exchanged, or expired (older than 10 minutes). How the
             *     authorization page answers then (status, page or JSON body) is not shown; the examples assume the
             *     general API's error format.
             */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    findCompanies: {
        parameters: {
            query: {
                /** @description The words to search for. */
                keywords: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The companies found. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyPagesResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    listCompanyRecommendations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The recommended companies. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyPagesResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    updateCompanyUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of an update that a company posted. */
                id: components["parameters"]["CompanyUpdateId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UpdateCompanyUpdateRequest"];
                "application/xml": components["schemas"]["UpdateCompanyUpdateRequest"];
            };
        };
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The update as it now is. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyUpdateResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    deleteCompanyUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of an update that a company posted. */
                id: components["parameters"]["CompanyUpdateId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Done. The status code is not documented; a 204 answer has no body. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["OtherError"];
        };
    };
    listCompanyUpdateComments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of an update that a company posted. */
                id: components["parameters"]["CompanyUpdateId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The comments. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyUpdateCommentsResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    createCompanyUpdateComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of an update that a company posted. */
                id: components["parameters"]["CompanyUpdateId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCompanyUpdateCommentRequest"];
                "application/xml": components["schemas"]["CreateCompanyUpdateCommentRequest"];
            };
        };
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The new comment. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyUpdateCommentResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    deleteCompanyUpdateComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of an update that a company posted. */
                id: components["parameters"]["CompanyUpdateId"];
                /** @description The id of a comment on the update. */
                comment_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Done. The status code is not documented; a 204 answer has no body. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["OtherError"];
        };
    };
    likeCompanyUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of an update that a company posted. */
                id: components["parameters"]["CompanyUpdateId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Done. The status code is not documented; a 204 answer has no body. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["OtherError"];
        };
    };
    unlikeCompanyUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of an update that a company posted. */
                id: components["parameters"]["CompanyUpdateId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Done. The status code is not documented; a 204 answer has no body. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["OtherError"];
        };
    };
    getCompany: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of a company (its company page on the service), as company search answers it. */
                id: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The company. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyPageResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    listCompanyContacts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of a company (its company page on the service), as company search answers it. */
                id: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The current user's contacts at the company. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyUsersResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    listCompanyEmployees: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of a company (its company page on the service), as company search answers it. */
                id: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The employees. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyUsersResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    followCompany: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of a company (its company page on the service), as company search answers it. */
                id: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Done. The status code is not documented; a 204 answer has no body. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["OtherError"];
        };
    };
    unfollowCompany: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of a company (its company page on the service), as company search answers it. */
                id: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Done. The status code is not documented; a 204 answer has no body. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["OtherError"];
        };
    };
    listCompanyUpdates: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of a company (its company page on the service), as company search answers it. */
                id: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The company's updates. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyUpdatesResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    createCompanyUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of a company (its company page on the service), as company search answers it. */
                id: components["parameters"]["CompanyId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCompanyUpdateRequest"];
                "application/xml": components["schemas"]["CreateCompanyUpdateRequest"];
            };
        };
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The new update. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyUpdateResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    findGroups: {
        parameters: {
            query?: {
                /** @description The search terms. Empty keywords give an empty result. */
                keywords?: string;
                /** @description How many items to return, for paging with `offset`. The default is 10 and the maximum 100. */
                limit?: components["parameters"]["LimitUpTo100"];
                /** @description How many items to skip, for paging with `limit`. */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description A page of matching groups. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupSearchResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    deletePostComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of a comment on a post in a group forum. */
                comment_id: components["parameters"]["PostCommentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The comment was deleted. The status code and body are not documented. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["OtherError"];
        };
    };
    likeComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of a comment on a post in a group forum. */
                comment_id: components["parameters"]["PostCommentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The current user likes the comment. The status code and body are not documented. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["OtherError"];
        };
    };
    unlikeComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of a comment on a post in a group forum. */
                comment_id: components["parameters"]["PostCommentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The current user no longer likes the comment. The status code and body are not documented. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["OtherError"];
        };
    };
    listCommentLikes: {
        parameters: {
            query?: {
                /** @description How many items to return, for paging with `offset`. The default and the maximum of this call are not shown. */
                limit?: components["parameters"]["Limit"];
                /** @description How many items to skip, for paging with `limit`. */
                offset?: components["parameters"]["Offset"];
                /**
                 * @description A comma-separated list of the user fields to return for nested users, e.g. `display_name,photo_urls.size_48x48`.
                 *     Sub-fields are named with a dot. Without it, nested users carry only `id`. `employment_status` may be
                 *     requested wherever this parameter is accepted. How the service answers an unknown field here is not shown
                 *     (the profile calls' `fields` refuses one with 403 `INVALID_PARAMETERS`).
                 */
                user_fields?: components["parameters"]["UserFields"];
            };
            header?: never;
            path: {
                /** @description The id of a comment on a post in a group forum. */
                comment_id: components["parameters"]["PostCommentId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description A page of the users who like the comment. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostCommentLikesResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    getPost: {
        parameters: {
            query?: {
                /**
                 * @description A comma-separated list of the user fields to return for nested users, e.g. `display_name,photo_urls.size_48x48`.
                 *     Sub-fields are named with a dot. Without it, nested users carry only `id`. `employment_status` may be
                 *     requested wherever this parameter is accepted. How the service answers an unknown field here is not shown
                 *     (the profile calls' `fields` refuses one with 403 `INVALID_PARAMETERS`).
                 */
                user_fields?: components["parameters"]["UserFields"];
            };
            header?: never;
            path: {
                /** @description The id of a post in a group forum. */
                post_id: components["parameters"]["PostId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The post. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    deletePost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of a post in a group forum. */
                post_id: components["parameters"]["PostId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The post was deleted. The status code and body are not documented. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["OtherError"];
        };
    };
    listPostComments: {
        parameters: {
            query?: {
                /** @description How many items to return, for paging with `offset`. The default and the maximum of this call are not shown. */
                limit?: components["parameters"]["Limit"];
                /** @description How many items to skip, for paging with `limit`. */
                offset?: components["parameters"]["Offset"];
                /** @description The order of the comments by creation time. `asc` (the default) lists the oldest first, `desc` the newest first. */
                sort_direction?: "asc" | "desc";
                /**
                 * @description A comma-separated list of the user fields to return for nested users, e.g. `display_name,photo_urls.size_48x48`.
                 *     Sub-fields are named with a dot. Without it, nested users carry only `id`. `employment_status` may be
                 *     requested wherever this parameter is accepted. How the service answers an unknown field here is not shown
                 *     (the profile calls' `fields` refuses one with 403 `INVALID_PARAMETERS`).
                 */
                user_fields?: components["parameters"]["UserFields"];
            };
            header?: never;
            path: {
                /** @description The id of a post in a group forum. */
                post_id: components["parameters"]["PostId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description A page of comments, in the requested order. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostCommentsResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    createPostComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of a post in a group forum. */
                post_id: components["parameters"]["PostId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePostCommentRequest"];
                "application/xml": components["schemas"]["CreatePostCommentRequest"];
            };
        };
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description The comment was created. The status code and body are not documented; the service answers some of its
             *     comment calls with the plain-text sentence shown.
             */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    likePost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of a post in a group forum. */
                post_id: components["parameters"]["PostId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The current user likes the post. The status code and body are not documented. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["OtherError"];
        };
    };
    unlikePost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of a post in a group forum. */
                post_id: components["parameters"]["PostId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The current user no longer likes the post. The status code and body are not documented. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["OtherError"];
        };
    };
    listPostLikes: {
        parameters: {
            query?: {
                /** @description How many items to return, for paging with `offset`. The default and the maximum of this call are not shown. */
                limit?: components["parameters"]["Limit"];
                /** @description How many items to skip, for paging with `limit`. */
                offset?: components["parameters"]["Offset"];
                /**
                 * @description A comma-separated list of the user fields to return for nested users, e.g. `display_name,photo_urls.size_48x48`.
                 *     Sub-fields are named with a dot. Without it, nested users carry only `id`. `employment_status` may be
                 *     requested wherever this parameter is accepted. How the service answers an unknown field here is not shown
                 *     (the profile calls' `fields` refuses one with 403 `INVALID_PARAMETERS`).
                 */
                user_fields?: components["parameters"]["UserFields"];
            };
            header?: never;
            path: {
                /** @description The id of a post in a group forum. */
                post_id: components["parameters"]["PostId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description A page of the users who like the post. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostLikesResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    listForumPosts: {
        parameters: {
            query?: {
                /** @description When true, the posts are returned without their `content`. */
                exclude_content?: components["parameters"]["ExcludeContent"];
                /** @description How many items to return, for paging with `offset`. The default is 10 and the maximum 100. */
                limit?: components["parameters"]["LimitUpTo100"];
                /** @description How many items to skip, for paging with `limit`. */
                offset?: components["parameters"]["Offset"];
                /**
                 * @description A comma-separated list of the user fields to return for nested users, e.g. `display_name,photo_urls.size_48x48`.
                 *     Sub-fields are named with a dot. Without it, nested users carry only `id`. `employment_status` may be
                 *     requested wherever this parameter is accepted. How the service answers an unknown field here is not shown
                 *     (the profile calls' `fields` refuses one with 403 `INVALID_PARAMETERS`).
                 */
                user_fields?: components["parameters"]["UserFields"];
            };
            header?: never;
            path: {
                /** @description The forum id. */
                forum_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description A page of posts, newest first. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostsResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    createForumPost: {
        parameters: {
            query?: {
                /**
                 * @description A comma-separated list of the user fields to return for nested users, e.g. `display_name,photo_urls.size_48x48`.
                 *     Sub-fields are named with a dot. Without it, nested users carry only `id`. `employment_status` may be
                 *     requested wherever this parameter is accepted. How the service answers an unknown field here is not shown
                 *     (the profile calls' `fields` refuses one with 403 `INVALID_PARAMETERS`).
                 */
                user_fields?: components["parameters"]["UserFields"];
            };
            header?: never;
            path: {
                /** @description The forum id. */
                forum_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateForumPostRequest"];
                "application/xml": components["schemas"]["CreateForumPostRequest"];
                "application/x-www-form-urlencoded": components["schemas"]["CreateForumPostFields"];
            };
        };
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The new post. The exact success status is not documented. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    createMediaPreview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateMediaPreviewRequest"];
                "application/xml": components["schemas"]["CreateMediaPreviewRequest"];
            };
        };
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The new media preview. The exact success status is not documented. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaPreviewResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    listForums: {
        parameters: {
            query?: {
                /** @description How many items to return, for paging with `offset`. The default is 10 and the maximum 100. */
                limit?: components["parameters"]["LimitUpTo100"];
                /** @description How many items to skip, for paging with `limit`. */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path: {
                /** @description The group id. */
                group_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description A page of forums. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForumsResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    joinGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The group id. */
                group_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The membership after the call. The exact success status is not documented. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MembershipResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    leaveGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The group id. */
                group_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The current user left the group. The status code and body are not documented. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["OtherError"];
        };
    };
    listGroupPosts: {
        parameters: {
            query?: {
                /** @description When true, the posts are returned without their `content`. */
                exclude_content?: components["parameters"]["ExcludeContent"];
                /** @description How many items to return, for paging with `offset`. The default is 10 and the maximum 100. */
                limit?: components["parameters"]["LimitUpTo100"];
                /** @description How many items to skip, for paging with `limit`. */
                offset?: components["parameters"]["Offset"];
                /**
                 * @description A comma-separated list of the user fields to return for nested users, e.g. `display_name,photo_urls.size_48x48`.
                 *     Sub-fields are named with a dot. Without it, nested users carry only `id`. `employment_status` may be
                 *     requested wherever this parameter is accepted. How the service answers an unknown field here is not shown
                 *     (the profile calls' `fields` refuses one with 403 `INVALID_PARAMETERS`).
                 */
                user_fields?: components["parameters"]["UserFields"];
            };
            header?: never;
            path: {
                /** @description The group id. */
                group_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description A page of posts, newest first. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostsResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    markGroupRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The group id. */
                group_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description All posts of the group are marked as read. The status code and body are not documented. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["OtherError"];
        };
    };
    findJobs: {
        parameters: {
            query: {
                /** @description The search terms. */
                query: string;
                /** @description How many jobs to return: a positive number, 10 by default. The maximum is not shown. */
                limit?: number;
                /** @description How many items to skip, for paging with `limit`. */
                offset?: components["parameters"]["Offset"];
                /**
                 * @description Search around a place: latitude, longitude and radius in kilometres, separated by commas, e.g.
                 *     `51.1084,13.6737,100`.
                 */
                location?: string;
                /**
                 * @description A comma-separated list of the user fields to return for nested users, e.g. `display_name,photo_urls.size_48x48`.
                 *     Sub-fields are named with a dot. Without it, nested users carry only `id`. `employment_status` may be
                 *     requested wherever this parameter is accepted. How the service answers an unknown field here is not shown
                 *     (the profile calls' `fields` refuses one with 403 `INVALID_PARAMETERS`).
                 */
                user_fields?: components["parameters"]["UserFields"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description A page of matching jobs (minimal postings). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobsResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    getJob: {
        parameters: {
            query?: {
                /**
                 * @description A comma-separated list of the user fields to return for nested users, e.g. `display_name,photo_urls.size_48x48`.
                 *     Sub-fields are named with a dot. Without it, nested users carry only `id`. `employment_status` may be
                 *     requested wherever this parameter is accepted. How the service answers an unknown field here is not shown
                 *     (the profile calls' `fields` refuses one with 403 `INVALID_PARAMETERS`).
                 */
                user_fields?: components["parameters"]["UserFields"];
            };
            header?: never;
            path: {
                /** @description The job id (a scrambled id such as `61723_4cae01`). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The full job posting. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    listIndustries: {
        parameters: {
            query?: {
                /** @description The languages to translate the industries into. */
                languages?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The translated industries. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IndustriesResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    listArticleLikes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The article id. */
                article_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The likes of the article. The service does not document the exact success status or the fields. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArticleLikesResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    getArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The article id. */
                id: components["parameters"]["ArticleId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The article. The service does not document the exact success status or the fields. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsArticleResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    updateArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The article id. */
                id: components["parameters"]["ArticleId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateArticleRequest"];
                "application/xml": components["schemas"]["UpdateArticleRequest"];
                "application/x-www-form-urlencoded": components["schemas"]["UpdateArticleRequest"];
            };
        };
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The article was changed. The service does not document the exact success status or the body. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["OtherError"];
        };
    };
    deleteArticle: {
        parameters: {
            query: {
                /** @description The version of the article to delete. */
                version: string | number;
            };
            header?: never;
            path: {
                /** @description The article id. */
                id: components["parameters"]["ArticleId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The article was deleted. The status code is not documented; a 204 answer has no body. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["OtherError"];
        };
    };
    likeArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The article id. */
                id: components["parameters"]["ArticleId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The article is liked. The service does not document the exact success status or a body. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["OtherError"];
        };
    };
    unlikeArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The article id. */
                id: components["parameters"]["ArticleId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The like is taken back. The service does not document the exact success status or a body. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["OtherError"];
        };
    };
    getNewsPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the news page. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The news page. The service does not document the exact success status or the fields. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsPageResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    listArticles: {
        parameters: {
            query?: {
                /** @description How many items to return, for paging with `offset`. The service does not document its default or maximum. */
                limit?: components["parameters"]["NewsLimit"];
                /** @description How many items to skip, for paging with `limit`. */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path: {
                /** @description The id of the news page. */
                page_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description A page of articles. The service does not document the exact success status or the fields. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsArticlesResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    createArticle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the news page. */
                page_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateArticleRequest"];
                "application/xml": components["schemas"]["CreateArticleRequest"];
                "application/x-www-form-urlencoded": components["schemas"]["CreateArticleRequest"];
            };
        };
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The article was created or updated. The status code and body are not shown. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["OtherError"];
        };
    };
    getRequestToken: {
        parameters: {
            query?: {
                /** @description Required (in the query or the Authorization header). The consumer key assigned to the application. */
                oauth_consumer_key?: string;
                /**
                 * @description Required (in the query or the Authorization header). Where the user agent is redirected after
                 *     authorization, or `oob` for out-of-band mode. Any protocol and custom URL schemes are accepted; the
                 *     URL is verified (non-ASCII domains in their ASCII-compatible form); test consumers may use any.
                 */
                oauth_callback?: string;
                /** @description Required (in the query or the Authorization header). */
                oauth_signature_method?: "PLAINTEXT" | "HMAC-SHA1";
                /**
                 * @description Required (in the query or the Authorization header). Signed with the consumer secret and an empty
                 *     token secret (PLAINTEXT: the consumer secret followed by `&`, sent as `%26`).
                 */
                oauth_signature?: string;
                /** @description Always `1.0`. */
                oauth_version?: "1.0";
                /**
                 * @description UNIX time in seconds: positive, not smaller than earlier timestamps, not older than 24 hours. Needed
                 *     with HMAC-SHA1.
                 */
                oauth_timestamp?: number;
                /** @description A random string, unique per request within 24 hours. Needed with HMAC-SHA1. */
                oauth_nonce?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            /** @description The request token, as URL-encoded tuples (the same shape as the POST answer). Valid for 10 minutes. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/x-www-form-urlencoded": components["schemas"]["RequestToken"];
                };
            };
            /**
             * @description Another failure of the handshake. The service does not document the status codes or bodies of handshake
             *     failures; the general API's error format is assumed. A callback URL that fails verification is
             *     refused (`CALLBACK_URL_NOT_ALLOWED`, status not shown).
             */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createRequestToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description The OAuth parameters as form fields. Optional only because the `Authorization: OAuth ...` header may
         *     carry them instead; a request uses one placement.
         */
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["RequestTokenParams"];
            };
        };
        responses: {
            /** @description The request token, as URL-encoded tuples. Valid for 10 minutes; it cannot be used to read data. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/x-www-form-urlencoded": components["schemas"]["RequestToken"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /**
             * @description Another failure of the handshake. The service does not document the status codes or bodies of handshake
             *     failures; the general API's error format is assumed. A callback URL that fails verification is
             *     refused (`CALLBACK_URL_NOT_ALLOWED`, status not shown).
             */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    findUsers: {
        parameters: {
            query: {
                /** @description The search keywords. */
                keywords: string;
                /** @description How many items to return, for paging with `offset`. The default is 10 and the maximum 100. */
                limit?: components["parameters"]["LimitUpTo100"];
                /** @description How many items to skip, for paging with `limit`. */
                offset?: components["parameters"]["Offset"];
                /**
                 * @description A comma-separated list of the user fields to return for nested users, e.g. `display_name,photo_urls.size_48x48`.
                 *     Sub-fields are named with a dot. Without it, nested users carry only `id`. `employment_status` may be
                 *     requested wherever this parameter is accepted. How the service answers an unknown field here is not shown
                 *     (the profile calls' `fields` refuses one with 403 `INVALID_PARAMETERS`).
                 */
                user_fields?: components["parameters"]["UserFields"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            /**
             * @description Refused: the consumer is not one of those allowed to search users (the error name of that case is not
             *     shown), the per-call throttle was hit (`RATE_LIMIT_EXCEEDED`), or a parameter is invalid.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The matching users. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserSearchResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    findUsersByEmails: {
        parameters: {
            query: {
                /** @description A comma-separated list of e-mail addresses, or of their hashes when `hash_function` is given. */
                emails: string;
                /** @description The hash function of hashed addresses. Only `MD5` is supported. */
                hash_function?: "MD5";
                /**
                 * @description A comma-separated list of the user fields to return for nested users, e.g. `display_name,photo_urls.size_48x48`.
                 *     Sub-fields are named with a dot. Without it, nested users carry only `id`. `employment_status` may be
                 *     requested wherever this parameter is accepted. How the service answers an unknown field here is not shown
                 *     (the profile calls' `fields` refuses one with 403 `INVALID_PARAMETERS`).
                 */
                user_fields?: components["parameters"]["UserFields"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description One result per address. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FindByEmailsResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    inviteContacts: {
        parameters: {
            query?: {
                /**
                 * @description A comma-separated list of the user fields to return for nested users, e.g. `display_name,photo_urls.size_48x48`.
                 *     Sub-fields are named with a dot. Without it, nested users carry only `id`. `employment_status` may be
                 *     requested wherever this parameter is accepted. How the service answers an unknown field here is not shown
                 *     (the profile calls' `fields` refuses one with 403 `INVALID_PARAMETERS`).
                 */
                user_fields?: components["parameters"]["UserFields"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InviteContactsRequest"];
                "application/xml": components["schemas"]["InviteContactsRequest"];
                "application/x-www-form-urlencoded": components["schemas"]["InviteContactsRequest"];
            };
        };
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The invitation statistics. The status code is not shown. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationStatsResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    getCurrentUser: {
        parameters: {
            query?: {
                /**
                 * @description A comma-separated list of the user fields to return, e.g. `display_name,photo_urls.size_128x128`. Sub-fields
                 *     are named with a dot. Without it, the full profile is returned. `employment_status` may be requested here.
                 *     An unknown field is refused with 403 `INVALID_PARAMETERS`.
                 */
                fields?: components["parameters"]["ProfileFields"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The current user's profile. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UsersResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    updateCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCurrentUserRequest"];
                "application/xml": components["schemas"]["UpdateCurrentUserRequest"];
            };
        };
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The updated profile. The service does not document the exact status code. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UsersResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    updateBirthDate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateBirthDateRequest"];
                "application/xml": components["schemas"]["UpdateBirthDateRequest"];
                "application/x-www-form-urlencoded": components["schemas"]["UpdateBirthDateRequest"];
            };
        };
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The birth date was updated. The status code and the body are not shown. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["OtherError"];
        };
    };
    listBookmarks: {
        parameters: {
            query?: {
                /** @description How many items to return, for paging with `offset`. The default and the maximum of this call are not shown. */
                limit?: components["parameters"]["Limit"];
                /** @description How many items to skip, for paging with `limit`. */
                offset?: components["parameters"]["Offset"];
                /**
                 * @description A comma-separated list of the user fields to return for nested users, e.g. `display_name,photo_urls.size_48x48`.
                 *     Sub-fields are named with a dot. Without it, nested users carry only `id`. `employment_status` may be
                 *     requested wherever this parameter is accepted. How the service answers an unknown field here is not shown
                 *     (the profile calls' `fields` refuses one with 403 `INVALID_PARAMETERS`).
                 */
                user_fields?: components["parameters"]["UserFields"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description A page of the bookmarks. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookmarksResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    createBookmark: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the bookmarked user, or `me` for the current user. */
                id: components["parameters"]["BookmarkedUserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Done. The status code is not documented; a 204 answer has no body. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["OtherError"];
        };
    };
    deleteBookmark: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the bookmarked user, or `me` for the current user. */
                id: components["parameters"]["BookmarkedUserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Done. The status code is not documented; a 204 answer has no body. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["OtherError"];
        };
    };
    updateBusinessAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["UpdateAddress"];
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The business address was updated. The status code and the body are not shown. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["OtherError"];
        };
    };
    listFollowedCompanies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The companies the current user follows. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyPagesResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    listManagedCompanies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The companies the current user manages. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyPagesResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    listContactIds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The contact ids. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactIdsResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    listUpcomingBirthdays: {
        parameters: {
            query?: {
                /**
                 * @description A comma-separated list of the user fields to return for nested users, e.g. `display_name,photo_urls.size_48x48`.
                 *     Sub-fields are named with a dot. Without it, nested users carry only `id`. `employment_status` may be
                 *     requested wherever this parameter is accepted. How the service answers an unknown field here is not shown
                 *     (the profile calls' `fields` refuses one with 403 `INVALID_PARAMETERS`).
                 */
                user_fields?: components["parameters"]["UserFields"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The contacts with upcoming birthdays. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpcomingBirthdaysResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    validateRecipient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the user who would receive the message (a scrambled id such as `123456_abcdef`). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The user is not a valid recipient. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user is a valid recipient. The status code and body of this answer are not shown. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["OtherError"];
        };
    };
    listAttachments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the conversation that holds the messages, a scrambled id such as `51626_4be761`. All private
                 *     message and conversation identifiers were reissued in April 2014: identifiers cached before then must be
                 *     discarded.
                 */
                conversation_id: components["parameters"]["MessageConversationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The attachments. The service does not document the exact success status. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAttachmentsResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    createAttachmentDownload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The id of the conversation that holds the messages, a scrambled id such as `51626_4be761`. All private
                 *     message and conversation identifiers were reissued in April 2014: identifiers cached before then must be
                 *     discarded.
                 */
                conversation_id: components["parameters"]["MessageConversationId"];
                /** @description The id of the attachment, as listed by `listAttachments`. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The download address. The service does not document the exact success status. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageAttachmentDownloadResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    updatePrimarySchool: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePrimarySchoolRequest"];
                "application/xml": components["schemas"]["UpdatePrimarySchoolRequest"];
            };
        };
        responses: {
            401: components["responses"]["Unauthorized"];
            /**
             * @description Refused: the school id is unknown (`INVALID_PARAMETERS` with `UNKNOWN_VALUE` for `school_id`), access
             *     denied, a throttle hit, or another invalid parameter.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The primary school was set. The service does not document the status code or a body. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["OtherError"];
        };
    };
    createQualification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateQualificationRequest"];
                "application/xml": components["schemas"]["CreateQualificationRequest"];
            };
        };
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The qualifications. The service does not document the exact status code. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QualificationsResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    updatePrimarySchoolAlias: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePrimarySchoolRequest"];
                "application/xml": components["schemas"]["UpdatePrimarySchoolRequest"];
            };
        };
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The primary school was set. The service does not document the status code or a body. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["OtherError"];
        };
    };
    createSchool: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["SchoolEntry"];
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The new school entry. The service does not document the exact status code. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchoolResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    updateSchool: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The school entry's id (`id` of an entry of `educational_background.schools`). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["SchoolEntry"];
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The updated school entry. The service does not document the exact status code. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchoolResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    deleteSchool: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The school entry's id (`id` of an entry of `educational_background.schools`). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The school entry was deleted. The service does not document the status code or a body. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["OtherError"];
        };
    };
    getIdCard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The id card. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdCardResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    updateInstantMessagingAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The instant messaging service (a key of the profile's `instant_messaging_accounts`). */
                account: components["schemas"]["InstantMessagingAccountName"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateInstantMessagingAccountRequest"];
                "application/xml": components["schemas"]["UpdateInstantMessagingAccountRequest"];
            };
        };
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The account was saved. The service does not document the status code or a body. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["OtherError"];
        };
    };
    deleteInstantMessagingAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The instant messaging service (a key of the profile's `instant_messaging_accounts`). */
                account: components["schemas"]["InstantMessagingAccountName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The account was removed. The service does not document the status code or a body. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["OtherError"];
        };
    };
    updateLanguage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The language, as a two-letter code (a key of the profile's `languages`). */
                language: components["schemas"]["LanguageCode"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UpdateLanguageSkillRequest"];
                "application/xml": components["schemas"]["UpdateLanguageSkillRequest"];
            };
        };
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The language skill was saved. The service does not document the status code or a body. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["OtherError"];
        };
    };
    deleteLanguage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The language, as a two-letter code (a key of the profile's `languages`). */
                language: components["schemas"]["LanguageCode"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The language was removed. The service does not document the status code or a body. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["OtherError"];
        };
    };
    updateLegalInformation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateLegalInformationRequest"];
                "application/xml": components["schemas"]["UpdateLegalInformationRequest"];
            };
        };
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The legal information was saved. The service does not document the status code or a body. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["OtherError"];
        };
    };
    listEditableNewsPages: {
        parameters: {
            query?: {
                /** @description How many items to return, for paging with `offset`. The service does not document its default or maximum. */
                limit?: components["parameters"]["NewsLimit"];
                /** @description How many items to skip, for paging with `limit`. */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description A page of news pages. The service does not document the exact success status or the fields. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsPagesResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    listFollowedNewsPages: {
        parameters: {
            query?: {
                /** @description How many items to return, for paging with `offset`. The service does not document its default or maximum. */
                limit?: components["parameters"]["NewsLimit"];
                /** @description How many items to skip, for paging with `limit`. */
                offset?: components["parameters"]["Offset"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description A page of news pages. The service does not document the exact success status or the fields. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewsPagesResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    updatePhoto: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePhotoRequest"];
                "application/xml": components["schemas"]["UpdatePhotoRequest"];
                "multipart/form-data": {
                    /** @description The image file, JPEG or PNG, smaller than 20 MB. */
                    photo: string;
                };
            };
        };
        responses: {
            /** @description The photo was uploaded. No body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["OtherError"];
        };
    };
    deletePhoto: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The photo was deleted. No body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["OtherError"];
        };
    };
    getPhotoProgress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The upload progress. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PhotoUploadProgressResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    updatePrivateAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["UpdateAddress"];
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The private address was updated. The status code and the body are not shown. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["OtherError"];
        };
    };
    updateAwards: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateAwardsRequest"];
                "application/xml": components["schemas"]["UpdateAwardsRequest"];
            };
        };
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The awards were saved. The service does not document the status code or a body. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["OtherError"];
        };
    };
    createCompany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["CompanyEntry"];
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The new company entry. The service does not document the exact status code. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    updateCompany: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The company entry's id (`id` of an entry of `professional_experience.companies`). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["CompanyEntry"];
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The updated company entry. The service does not document the exact status code. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    deleteCompany: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The company entry's id (`id` of an entry of `professional_experience.companies`). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The company entry was deleted. The service does not document the status code or a body. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["OtherError"];
        };
    };
    updatePrimaryCompany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePrimaryCompanyRequest"];
                "application/xml": components["schemas"]["UpdatePrimaryCompanyRequest"];
            };
        };
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The primary company was set. The service does not document the status code or a body. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["OtherError"];
        };
    };
    shareLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShareLinkRequest"];
                "application/xml": components["schemas"]["ShareLinkRequest"];
                "application/x-www-form-urlencoded": components["schemas"]["ShareLinkRequest"];
            };
        };
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The link was shared. The status code and body are not shown. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["OtherError"];
        };
    };
    updateWebProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The kind of web profile (a key of the profile's `web_profiles`). */
                profile: components["schemas"]["WebProfileName"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWebProfileRequest"];
                "application/xml": components["schemas"]["UpdateWebProfileRequest"];
            };
        };
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The web profile was saved. The service does not document the status code or a body. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["OtherError"];
        };
    };
    deleteWebProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The kind of web profile (a key of the profile's `web_profiles`). */
                profile: components["schemas"]["WebProfileName"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The web profile was removed. The service does not document the status code or a body. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["OtherError"];
        };
    };
    getUser: {
        parameters: {
            query?: {
                /**
                 * @description A comma-separated list of the user fields to return, e.g. `display_name,photo_urls.size_128x128`. Sub-fields
                 *     are named with a dot. Without it, the full profile is returned. `employment_status` may be requested here.
                 *     An unknown field is refused with 403 `INVALID_PARAMETERS`.
                 */
                fields?: components["parameters"]["ProfileFields"];
            };
            header?: never;
            path: {
                /**
                 * @description The user's scrambled id (digits, an underscore and six hexadecimal digits), `me` for the current user,
                 *     or a comma-separated list of up to 100 ids.
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The profiles. An empty profile stands for a blacklisted, deleted or non-existing user. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UsersResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    getUserFeed: {
        parameters: {
            query?: {
                /** @description Only activities after this point in time. */
                since?: components["parameters"]["ActivitySince"];
                /** @description Only activities before this point in time, to load older entries. */
                until?: components["parameters"]["ActivityUntil"];
                /**
                 * @description A comma-separated list of the user fields to return for nested users, e.g. `display_name,photo_urls.size_48x48`.
                 *     Sub-fields are named with a dot. Without it, nested users carry only `id`. `employment_status` may be
                 *     requested wherever this parameter is accepted. How the service answers an unknown field here is not shown
                 *     (the profile calls' `fields` refuses one with 403 `INVALID_PARAMETERS`).
                 */
                user_fields?: components["parameters"]["UserFields"];
            };
            header?: never;
            path: {
                /** @description The user's scrambled id, or `me` for the current user. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The user's activities, in the format of the network feed. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NetworkFeedResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    createStatusMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's scrambled id, or `me` for the current user. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateStatusMessageRequest"];
                "application/xml": components["schemas"]["CreateStatusMessageRequest"];
                "application/x-www-form-urlencoded": components["schemas"]["CreateStatusMessageRequest"];
            };
        };
        responses: {
            /** @description The status message was posted. The body is a plain-text sentence. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            default: components["responses"]["OtherError"];
        };
    };
    listContactRequests: {
        parameters: {
            query?: {
                /** @description How many contact requests to return. The default is 10. */
                limit?: components["parameters"]["ContactRequestsLimit"];
                /** @description How many items to skip, for paging with `limit`. */
                offset?: components["parameters"]["Offset"];
                /**
                 * @description A comma-separated list of the user fields to return for nested users, e.g. `display_name,photo_urls.size_48x48`.
                 *     Sub-fields are named with a dot. Without it, nested users carry only `id`. `employment_status` may be
                 *     requested wherever this parameter is accepted. How the service answers an unknown field here is not shown
                 *     (the profile calls' `fields` refuses one with 403 `INVALID_PARAMETERS`).
                 */
                user_fields?: components["parameters"]["UserFields"];
            };
            header?: never;
            path: {
                /** @description The user's scrambled id, or `me` for the current user. */
                user_id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description A page of the received contact requests. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactRequestsResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    createContactRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's scrambled id, or `me` for the current user. */
                user_id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ContactRequestInput"];
                "application/xml": components["schemas"]["ContactRequestInput"];
                "application/x-www-form-urlencoded": components["schemas"]["ContactRequestInput"];
            };
        };
        responses: {
            /** @description The contact request was sent. The body is a plain-text sentence. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["OtherError"];
        };
    };
    listSentContactRequests: {
        parameters: {
            query?: {
                /** @description How many contact requests to return. The default is 10. */
                limit?: components["parameters"]["ContactRequestsLimit"];
                /** @description How many items to skip, for paging with `limit`. */
                offset?: components["parameters"]["Offset"];
                /** @description Only the requests sent to this user. */
                recipient_id?: string;
            };
            header?: never;
            path: {
                /** @description The user's scrambled id, or `me` for the current user. */
                user_id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description A page of the sent contact requests. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SentContactRequestsResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    deleteContactRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's scrambled id, or `me` for the current user. */
                user_id: components["parameters"]["UserId"];
                /**
                 * @description Identifies the contact request by the id of the user who sent it (`sender_id` in the list of received
                 *     requests), or `me` for the current user: the official Ruby client accepts a request with the sender's id as
                 *     `user_id` and `me` here.
                 */
                id: components["parameters"]["ContactRequestSenderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contact request was deleted. No body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            /**
             * @description Refused: more than 20 contact requests revoked within 5 days (`ACCESS_DENIED`), access denied, a
             *     throttle hit, or invalid parameters.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description Any other error, among them the refusal to delete a contact request addressed to the caller's own
             *     account. The status codes of these failures are not documented.
             */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    acceptContactRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's scrambled id, or `me` for the current user. */
                user_id: components["parameters"]["UserId"];
                /**
                 * @description Identifies the contact request by the id of the user who sent it (`sender_id` in the list of received
                 *     requests), or `me` for the current user: the official Ruby client accepts a request with the sender's id as
                 *     `user_id` and `me` here.
                 */
                id: components["parameters"]["ContactRequestSenderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The contact request was accepted. No body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["OtherError"];
        };
    };
    listContacts: {
        parameters: {
            query?: {
                /** @description How many contacts to return. The default is 10 and the maximum 100; `0` returns only the number of contacts. */
                limit?: number;
                /** @description How many items to skip, for paging with `limit`. */
                offset?: components["parameters"]["Offset"];
                /** @description Sort ascending by this field. Only `last_name` is supported; without it the list is ordered by id. */
                order_by?: "last_name";
                /**
                 * @description A comma-separated list of the user fields to return for nested users, e.g. `display_name,photo_urls.size_48x48`.
                 *     Sub-fields are named with a dot. Without it, nested users carry only `id`. `employment_status` may be
                 *     requested wherever this parameter is accepted. How the service answers an unknown field here is not shown
                 *     (the profile calls' `fields` refuses one with 403 `INVALID_PARAMETERS`).
                 */
                user_fields?: components["parameters"]["UserFields"];
                /**
                 * @description Only contacts changed since this moment: an ISO 8601 date and time, at most 24 hours in the past (an
                 *     earlier value counts as 24 hours ago). Usable only when `user_id` is the current user.
                 */
                changed_since?: string;
            };
            header?: never;
            path: {
                /** @description The user's scrambled id, or `me` for the current user. */
                user_id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The contacts, or null without access. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactsResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    listSharedContacts: {
        parameters: {
            query?: {
                /** @description How many shared contacts to return. The maximum is 100; the default is not shown. */
                limit?: number;
                /** @description How many items to skip, for paging with `limit`. */
                offset?: components["parameters"]["Offset"];
                /** @description Sort ascending by this field. Only `last_name` is supported; without it the list is ordered by id. */
                order_by?: "last_name";
                /**
                 * @description A comma-separated list of the user fields to return for nested users, e.g. `display_name,photo_urls.size_48x48`.
                 *     Sub-fields are named with a dot. Without it, nested users carry only `id`. `employment_status` may be
                 *     requested wherever this parameter is accepted. How the service answers an unknown field here is not shown
                 *     (the profile calls' `fields` refuses one with 403 `INVALID_PARAMETERS`).
                 */
                user_fields?: components["parameters"]["UserFields"];
            };
            header?: never;
            path: {
                /** @description The user's scrambled id, or `me` for the current user. */
                user_id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            /**
             * @description Refused: the current user may not see the given user's contacts (access denied), a throttle hit, or
             *     invalid parameters.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A page of the shared contacts. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SharedContactsResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    listContactTags: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's scrambled id, or `me` for the current user. */
                user_id: components["parameters"]["UserId"];
                /** @description The id of the contact whose tags are listed, or `me` for the current user. */
                contact_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The tags of the contact. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactTagsResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    listConversations: {
        parameters: {
            query?: {
                /** @description How many conversations to return. The default is 10. */
                limit?: number;
                /** @description How many items to skip, for paging with `limit`. */
                offset?: components["parameters"]["Offset"];
                /** @description When true, HTML is stripped from the content of the messages in the answer. */
                strip_html?: components["parameters"]["MessageStripHtml"];
                /**
                 * @description A comma-separated list of the user fields to return for nested users, e.g. `display_name,photo_urls.size_48x48`.
                 *     Sub-fields are named with a dot. Without it, nested users carry only `id`. `employment_status` may be
                 *     requested wherever this parameter is accepted. How the service answers an unknown field here is not shown
                 *     (the profile calls' `fields` refuses one with 403 `INVALID_PARAMETERS`).
                 */
                user_fields?: components["parameters"]["UserFields"];
                /**
                 * @description How many of the latest messages to include in each conversation's `latest_messages`, newest first. With 0
                 *     (the default) `latest_messages` is an empty list.
                 */
                with_latest_messages?: components["parameters"]["ConversationWithLatestMessages"];
            };
            header?: never;
            path: {
                /** @description The user's id (a scrambled id such as `123456_abcdef`), or `me` for the current user. */
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description A page of conversations. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationsResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    createConversation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's id (a scrambled id such as `123456_abcdef`), or `me` for the current user. */
                user_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateConversationRequest"];
                "application/xml": components["schemas"]["CreateConversationRequest"];
                "application/x-www-form-urlencoded": components["schemas"]["CreateConversationRequest"];
            };
        };
        responses: {
            401: components["responses"]["Unauthorized"];
            /**
             * @description Refused. More than 10 recipients give 403. Access denied, a throttle hit and invalid parameters also
             *     answer 403.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The conversation was created. The exact success status is not shown. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    listMessages: {
        parameters: {
            query?: {
                /**
                 * @deprecated
                 * @description Removed. Sending it causes no error; the service does not document whether it still has an effect.
                 *     Older client libraries list it.
                 */
                limit?: number | string;
                /**
                 * @deprecated
                 * @description Removed. Sending it causes no error; the service does not document whether it still has an effect.
                 *     Older client libraries list it.
                 */
                offset?: number | string;
                /** @description When true, HTML is stripped from the content of the messages in the answer. */
                strip_html?: components["parameters"]["MessageStripHtml"];
                /**
                 * @description A comma-separated list of the user fields to return for nested users, e.g. `display_name,photo_urls.size_48x48`.
                 *     Sub-fields are named with a dot. Without it, nested users carry only `id`. `employment_status` may be
                 *     requested wherever this parameter is accepted. How the service answers an unknown field here is not shown
                 *     (the profile calls' `fields` refuses one with 403 `INVALID_PARAMETERS`).
                 */
                user_fields?: components["parameters"]["UserFields"];
            };
            header?: never;
            path: {
                /** @description The user's scrambled id, or `me` for the current user. */
                user_id: components["parameters"]["UserId"];
                /**
                 * @description The id of the conversation that holds the messages, a scrambled id such as `51626_4be761`. All private
                 *     message and conversation identifiers were reissued in April 2014: identifiers cached before then must be
                 *     discarded.
                 */
                conversation_id: components["parameters"]["MessageConversationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The messages, newest first. The service does not document the exact success status. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessagesResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    createMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's scrambled id, or `me` for the current user. */
                user_id: components["parameters"]["UserId"];
                /**
                 * @description The id of the conversation that holds the messages, a scrambled id such as `51626_4be761`. All private
                 *     message and conversation identifiers were reissued in April 2014: identifiers cached before then must be
                 *     discarded.
                 */
                conversation_id: components["parameters"]["MessageConversationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateMessageRequest"];
                "application/xml": components["schemas"]["CreateMessageRequest"];
                "application/x-www-form-urlencoded": components["schemas"]["CreateMessageRequest"];
            };
        };
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The message was sent. The service does not document the exact success status or the body. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["OtherError"];
        };
    };
    getMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's scrambled id, or `me` for the current user. */
                user_id: components["parameters"]["UserId"];
                /**
                 * @description The id of the conversation that holds the messages, a scrambled id such as `51626_4be761`. All private
                 *     message and conversation identifiers were reissued in April 2014: identifiers cached before then must be
                 *     discarded.
                 */
                conversation_id: components["parameters"]["MessageConversationId"];
                /**
                 * @description The message id, a scrambled id such as `104402_1a2b3c`. All private message and conversation identifiers
                 *     were reissued in April 2014: identifiers cached before then must be discarded.
                 */
                id: components["parameters"]["MessageId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The message. The service does not document the exact success status. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    markMessageRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's scrambled id, or `me` for the current user. */
                user_id: components["parameters"]["UserId"];
                /**
                 * @description The id of the conversation that holds the messages, a scrambled id such as `51626_4be761`. All private
                 *     message and conversation identifiers were reissued in April 2014: identifiers cached before then must be
                 *     discarded.
                 */
                conversation_id: components["parameters"]["MessageConversationId"];
                /**
                 * @description The message id, a scrambled id such as `104402_1a2b3c`. All private message and conversation identifiers
                 *     were reissued in April 2014: identifiers cached before then must be discarded.
                 */
                id: components["parameters"]["MessageId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The message is marked as read. The service does not document the exact success status or a body. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["OtherError"];
        };
    };
    markMessageUnread: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's scrambled id, or `me` for the current user. */
                user_id: components["parameters"]["UserId"];
                /**
                 * @description The id of the conversation that holds the messages, a scrambled id such as `51626_4be761`. All private
                 *     message and conversation identifiers were reissued in April 2014: identifiers cached before then must be
                 *     discarded.
                 */
                conversation_id: components["parameters"]["MessageConversationId"];
                /**
                 * @description The message id, a scrambled id such as `104402_1a2b3c`. All private message and conversation identifiers
                 *     were reissued in April 2014: identifiers cached before then must be discarded.
                 */
                id: components["parameters"]["MessageId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The message is marked as unread. The service does not document the exact success status or a body. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["OtherError"];
        };
    };
    getConversation: {
        parameters: {
            query?: {
                /** @description When true, HTML is stripped from the content of the messages in the answer. */
                strip_html?: components["parameters"]["MessageStripHtml"];
                /**
                 * @description A comma-separated list of the user fields to return for nested users, e.g. `display_name,photo_urls.size_48x48`.
                 *     Sub-fields are named with a dot. Without it, nested users carry only `id`. `employment_status` may be
                 *     requested wherever this parameter is accepted. How the service answers an unknown field here is not shown
                 *     (the profile calls' `fields` refuses one with 403 `INVALID_PARAMETERS`).
                 */
                user_fields?: components["parameters"]["UserFields"];
                /**
                 * @description How many of the latest messages to include in each conversation's `latest_messages`, newest first. With 0
                 *     (the default) `latest_messages` is an empty list.
                 */
                with_latest_messages?: components["parameters"]["ConversationWithLatestMessages"];
            };
            header?: never;
            path: {
                /** @description The user's scrambled id, or `me` for the current user. */
                user_id: components["parameters"]["UserId"];
                /**
                 * @description The conversation id, a scrambled id such as `51626_4be761`. All private message and conversation identifiers
                 *     were reissued in April 2014: identifiers cached before then must be discarded.
                 */
                id: components["parameters"]["ConversationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The conversation. The service does not document the exact success status. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    deleteConversation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's scrambled id, or `me` for the current user. */
                user_id: components["parameters"]["UserId"];
                /**
                 * @description The conversation id, a scrambled id such as `51626_4be761`. All private message and conversation identifiers
                 *     were reissued in April 2014: identifiers cached before then must be discarded.
                 */
                id: components["parameters"]["ConversationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The conversation was deleted. The service does not document the exact success status or a body. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["OtherError"];
        };
    };
    markConversationRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's scrambled id, or `me` for the current user. */
                user_id: components["parameters"]["UserId"];
                /**
                 * @description The conversation id, a scrambled id such as `51626_4be761`. All private message and conversation identifiers
                 *     were reissued in April 2014: identifiers cached before then must be discarded.
                 */
                id: components["parameters"]["ConversationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The conversation is marked as read. The service does not document the exact success status or a body. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["OtherError"];
        };
    };
    markConversationUnread: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's scrambled id, or `me` for the current user. */
                user_id: components["parameters"]["UserId"];
                /**
                 * @description The conversation id, a scrambled id such as `51626_4be761`. All private message and conversation identifiers
                 *     were reissued in April 2014: identifiers cached before then must be discarded.
                 */
                id: components["parameters"]["ConversationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The conversation is marked as unread. The service does not document the exact success status or a body. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["OtherError"];
        };
    };
    updateGeoLocation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's scrambled id, or `me` for the current user. */
                user_id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        /** @description Not shown. Whatever is sent has no effect. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["GeoLocationUpdate"];
                "application/xml": components["schemas"]["GeoLocationUpdate"];
                "application/x-www-form-urlencoded": components["schemas"]["GeoLocationUpdate"];
            };
        };
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Accepted without effect. The status code and the body are not shown. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["OtherError"];
        };
    };
    listUserGroups: {
        parameters: {
            query?: {
                /** @description How many items to return, for paging with `offset`. The default is 10 and the maximum 100. */
                limit?: components["parameters"]["LimitUpTo100"];
                /** @description How many items to skip, for paging with `limit`. */
                offset?: components["parameters"]["Offset"];
                /** @description `latest_post` sorts the groups by their latest post. Without it they are sorted by id. */
                order_by?: "latest_post";
                /**
                 * @description A comma-separated list of the user fields to return for nested users, e.g. `display_name,photo_urls.size_48x48`.
                 *     Sub-fields are named with a dot. Without it, nested users carry only `id`. `employment_status` may be
                 *     requested wherever this parameter is accepted. How the service answers an unknown field here is not shown
                 *     (the profile calls' `fields` refuses one with 403 `INVALID_PARAMETERS`).
                 */
                user_fields?: components["parameters"]["UserFields"];
                /** @description How many of each group's latest posts to include in `latest_posts`. */
                with_latest_posts?: number;
            };
            header?: never;
            path: {
                /** @description The user's id (a scrambled id such as `123456_abcdef`), or `me` for the current user. */
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description A page of groups. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupsResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    listJobRecommendations: {
        parameters: {
            query?: {
                /** @description How many recommendations to return. */
                limit?: number;
                /** @description How many items to skip, for paging with `limit`. */
                offset?: components["parameters"]["Offset"];
                /**
                 * @description A comma-separated list of the user fields to return for nested users, e.g. `display_name,photo_urls.size_48x48`.
                 *     Sub-fields are named with a dot. Without it, nested users carry only `id`. `employment_status` may be
                 *     requested wherever this parameter is accepted. How the service answers an unknown field here is not shown
                 *     (the profile calls' `fields` refuses one with 403 `INVALID_PARAMETERS`).
                 */
                user_fields?: components["parameters"]["UserFields"];
            };
            header?: never;
            path: {
                /** @description The user's id (a scrambled id such as `123456_abcdef`), or `me` for the current user. */
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description A page of recommended jobs (minimal postings). */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobRecommendationsResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    getLegalInformation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's scrambled id, or `me` for the current user. */
                user_id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The legal information. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LegalInformationResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    listNearbyUsers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's scrambled id, or `me` for the current user. */
                user_id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description An empty response. The status code is not shown. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["OtherError"];
        };
    };
    listContactRecommendations: {
        parameters: {
            query?: {
                /** @description How many items to return, for paging with `offset`. The default and the maximum of this call are not shown. */
                limit?: components["parameters"]["Limit"];
                /** @description How many items to skip, for paging with `limit`. */
                offset?: components["parameters"]["Offset"];
                /**
                 * @deprecated
                 * @description Removed. Sending it causes no error and has no effect.
                 */
                similar_user_id?: string;
                /**
                 * @description A comma-separated list of the user fields to return for nested users, e.g. `display_name,photo_urls.size_48x48`.
                 *     Sub-fields are named with a dot. Without it, nested users carry only `id`. `employment_status` may be
                 *     requested wherever this parameter is accepted. How the service answers an unknown field here is not shown
                 *     (the profile calls' `fields` refuses one with 403 `INVALID_PARAMETERS`).
                 */
                user_fields?: components["parameters"]["UserFields"];
            };
            header?: never;
            path: {
                /** @description The user's scrambled id, or `me` for the current user. */
                user_id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description A page of contact recommendations. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactRecommendationsResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    deleteContactRecommendation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's scrambled id, or `me` for the current user. */
                user_id: components["parameters"]["UserId"];
                /** @description The id of the user who should no longer be recommended, or `me` for the current user. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The user is no longer recommended. The status code and body are not documented. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            default: components["responses"]["OtherError"];
        };
    };
    listContactPaths: {
        parameters: {
            query?: {
                /** @description When true, all paths are returned; otherwise only one. */
                all_paths?: boolean;
                /**
                 * @description A comma-separated list of the user fields to return for nested users, e.g. `display_name,photo_urls.size_48x48`.
                 *     Sub-fields are named with a dot. Without it, nested users carry only `id`. `employment_status` may be
                 *     requested wherever this parameter is accepted. How the service answers an unknown field here is not shown
                 *     (the profile calls' `fields` refuses one with 403 `INVALID_PARAMETERS`).
                 */
                user_fields?: components["parameters"]["UserFields"];
            };
            header?: never;
            path: {
                /** @description The user's scrambled id, or `me` for the current user. */
                user_id: components["parameters"]["UserId"];
                /** @description The id of the other user, to whom the paths lead, or `me` for the current user. */
                other_user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The contact paths. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactPathsResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    getNetworkFeed: {
        parameters: {
            query?: {
                /** @description Whether similar activities are aggregated into one entry. */
                aggregate?: boolean;
                /** @description Only activities after this point in time. */
                since?: components["parameters"]["ActivitySince"];
                /** @description Only activities before this point in time, to load older entries. */
                until?: components["parameters"]["ActivityUntil"];
                /**
                 * @description A comma-separated list of the user fields to return for nested users, e.g. `display_name,photo_urls.size_48x48`.
                 *     Sub-fields are named with a dot. Without it, nested users carry only `id`. `employment_status` may be
                 *     requested wherever this parameter is accepted. How the service answers an unknown field here is not shown
                 *     (the profile calls' `fields` refuses one with 403 `INVALID_PARAMETERS`).
                 */
                user_fields?: components["parameters"]["UserFields"];
            };
            header?: never;
            path: {
                /** @description The user's id (a scrambled id such as `123456_abcdef`), or `me` for the current user. */
                user_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The activities. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NetworkFeedResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    getProfileMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's scrambled id, or `me` for the current user. */
                user_id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The profile message. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileMessageResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    updateProfileMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's scrambled id, or `me` for the current user. */
                user_id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateProfileMessageRequest"];
                "application/xml": components["schemas"]["UpdateProfileMessageRequest"];
                "application/x-www-form-urlencoded": components["schemas"]["UpdateProfileMessageRequest"];
            };
        };
        responses: {
            /** @description The profile message was written. No body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["OtherError"];
        };
    };
    listVisits: {
        parameters: {
            query?: {
                /** @description How many visits to return. The default is 10; the maximum is not shown. */
                limit?: number;
                /** @description How many items to skip, for paging with `limit`. */
                offset?: components["parameters"]["Offset"];
                /** @description How many shared contacts to return with each visit. */
                shared_contacts?: number;
                /** @description Only visits after this moment. Either an ISO 8601 date and time or a `visited_at_encrypted` value of an earlier visit. */
                since?: string;
                /**
                 * @description Whether to remove HTML from `reason.text`: `true` or `false`. Any other value counts as false and is not
                 *     refused.
                 */
                strip_html?: boolean | string;
            };
            header?: never;
            path: {
                /** @description The user's scrambled id, or `me` for the current user. */
                user_id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The visits. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VisitsResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    createVisit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's scrambled id, or `me` for the current user. */
                user_id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The visit was recorded. The body is a plain-text sentence. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            default: components["responses"]["OtherError"];
        };
    };
    getProfileMessageAlias: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's scrambled id, or `me` for the current user. */
                user_id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The profile message. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileMessageResponse"];
                };
            };
            default: components["responses"]["OtherError"];
        };
    };
    listPostingPerformance: {
        parameters: {
            query?: {
                /** @description The page of the list to return, starting at 1. */
                page?: components["parameters"]["VendorPage"];
                /** @description A comma-separated list of ids; only these are listed. */
                ids?: components["parameters"]["VendorIds"];
                /** @description How many postings a page holds. The default is 200. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of performance figures. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.service.jobs.v1+json": components["schemas"]["PostingPerformanceList"];
                };
            };
            "4XX": components["responses"]["VendorClientError"];
            default: components["responses"]["VendorOtherError"];
        };
    };
    listOrders: {
        parameters: {
            query?: {
                /** @description The page of the list to return, starting at 1. */
                page?: components["parameters"]["VendorPage"];
                /** @description A comma-separated list of ids; only these are listed. */
                ids?: components["parameters"]["VendorIds"];
                /** @description Only orders in this status. */
                status?: components["schemas"]["OrderStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of orders. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.service.jobs.v1+json": components["schemas"]["OrderList"];
                };
            };
            "4XX": components["responses"]["VendorClientError"];
            default: components["responses"]["VendorOtherError"];
        };
    };
    listPostings: {
        parameters: {
            query?: {
                /** @description The page of the list to return, starting at 1. */
                page?: components["parameters"]["VendorPage"];
                /** @description A comma-separated list of ids; only these are listed. */
                ids?: components["parameters"]["VendorIds"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of postings. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.service.jobs.v1+json": components["schemas"]["PostingList"];
                };
            };
            "4XX": components["responses"]["VendorClientError"];
            default: components["responses"]["VendorOtherError"];
        };
    };
    createPosting: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description The posting, as JSON or as form fields. The required fields are those of the service's pages; the
         *     optional ones come from client libraries.
         */
        requestBody: {
            content: {
                "application/json": components["schemas"]["PostingInput"];
                "application/x-www-form-urlencoded": components["schemas"]["PostingInput"];
            };
        };
        responses: {
            /**
             * @description `organization_id` or `order_id` is missing or not a valid integer (a static check only). The body is not
             *     shown; the general API's error format is assumed.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.service.jobs.v1+json": components["schemas"]["Error"];
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The posting was created; the answer carries its id. The exact status code (201 or 200) is not shown. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.service.jobs.v1+json": components["schemas"]["PostingCreated"];
                };
            };
            "4XX": components["responses"]["VendorClientError"];
            default: components["responses"]["VendorOtherError"];
        };
    };
    listPostingStatuses: {
        parameters: {
            query?: {
                /** @description The page of the list to return, starting at 1. */
                page?: components["parameters"]["VendorPage"];
                /** @description A comma-separated list of ids; only these are listed. */
                ids?: components["parameters"]["VendorIds"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of posting states. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.service.jobs.v1+json": components["schemas"]["PostingStatusList"];
                };
            };
            "4XX": components["responses"]["VendorClientError"];
            default: components["responses"]["VendorOtherError"];
        };
    };
    updatePosting: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The posting id, as returned by the create call (`posting_id`).
                 * @example 30675491
                 */
                id: number;
            };
            cookie?: never;
        };
        /**
         * @description The posting, as JSON or as form fields. The required fields are those of the service's pages; the
         *     optional ones come from client libraries.
         */
        requestBody: {
            content: {
                "application/json": components["schemas"]["PostingInput"];
                "application/x-www-form-urlencoded": components["schemas"]["PostingInput"];
            };
        };
        responses: {
            /** @description The posting was replaced. No body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description `organization_id` or `order_id` is missing or not a valid integer (a static check only). The body is not
             *     shown; the general API's error format is assumed.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.service.jobs.v1+json": components["schemas"]["Error"];
                    "application/json": components["schemas"]["Error"];
                };
            };
            /**
             * @description A refused request. The OAuth failures and the refused access of the general API apply (there they
             *     answer 401 and 403; the mock does the same). Another client error: the caller did not create the
             *     posting (`postingNotCreator`) or no posting has this id (`postingNotFound`).
             */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.service.jobs.v1+json": components["schemas"]["Error"];
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["VendorOtherError"];
        };
    };
    deletePosting: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The posting id, as returned by the create call (`posting_id`).
                 * @example 30675491
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The posting was deleted. No body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description A refused request. The OAuth failures and the refused access of the general API apply (there they
             *     answer 401 and 403; the mock does the same). Another client error: the caller did not create the
             *     posting (`postingNotCreator`) or no posting has this id (`postingNotFound`).
             */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.service.jobs.v1+json": components["schemas"]["Error"];
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["VendorOtherError"];
        };
    };
    activatePosting: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The posting id, as returned by the create call (`posting_id`).
                 * @example 30675491
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The posting is active. No body. The service's activation page was not available; a third-party client treats 204 as success. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description A refused request. The OAuth failures and the refused access of the general API apply (there they
             *     answer 401 and 403; the mock does the same). Another client error: the caller did not create the
             *     posting (`postingNotCreator`), the posting is archived and cannot be reactivated
             *     (`postingArchivedReactivation`), the transition is not in the lifecycle (`postingInvalidTransition`),
             *     or no posting has this id (`postingNotFound`).
             */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.service.jobs.v1+json": components["schemas"]["Error"];
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["VendorOtherError"];
        };
    };
    archivePosting: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The posting id, as returned by the create call (`posting_id`).
                 * @example 30675491
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The posting is archived. No body. The service's archiving page was not available; a third-party client treats 204 as success. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description A refused request. The OAuth failures and the refused access of the general API apply (there they
             *     answer 401 and 403; the mock does the same). Another client error: the caller did not create the
             *     posting (`postingNotCreator`) or no posting has this id (`postingNotFound`).
             */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.service.jobs.v1+json": components["schemas"]["Error"];
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["VendorOtherError"];
        };
    };
    deactivatePosting: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The posting id, as returned by the create call (`posting_id`).
                 * @example 30675491
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The posting is deactivated. No body. The service's deactivation page was not available; a third-party client treats 204 as success. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /**
             * @description A refused request. The OAuth failures and the refused access of the general API apply (there they
             *     answer 401 and 403; the mock does the same). Another client error: the caller did not create the
             *     posting (`postingNotCreator`), the transition is not in the lifecycle (`postingInvalidTransition`), or
             *     no posting has this id (`postingNotFound`).
             */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.service.jobs.v1+json": components["schemas"]["Error"];
                    "application/json": components["schemas"]["Error"];
                };
            };
            default: components["responses"]["VendorOtherError"];
        };
    };
}
