// Every operation the seed (../shared/seed/service.md) names, derived from it by hand: pinned data that the
// coverage test checks against the description (method, path, tag, security roles, maturity and deprecation).
// It is not the list of operations (the description is): calls added from other sources need no entry here.
// Paths use the seed's parameter names (`:id` -> `{id}`); the truncated seed paths are given in their full
// public form (public-facts.md, section 4).

export interface SeedOperation {
  operationId: string;
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  tag: string;
  /** Access rights (roles) of the OAuth 1.0 requirement; null: the call is not signed with an access token. */
  roles: string[] | null;
  maturity: 'experimental' | 'production';
  deprecated?: boolean;
  throttled?: boolean;
}

const op = (
  operationId: string,
  method: SeedOperation['method'],
  path: string,
  tag: string,
  roles: string[] | null,
  extra: Partial<Pick<SeedOperation, 'maturity' | 'deprecated' | 'throttled'>> = {},
): SeedOperation => ({ operationId, method, path, tag, roles, maturity: 'production', ...extra });

export const seedOperations: SeedOperation[] = [
  // Handshake (seed: "Handshake endpoints"); POST with GET also accepted.
  op('createRequestToken', 'post', '/v1/request_token', 'oauth', null),
  op('getRequestToken', 'get', '/v1/request_token', 'oauth', null),
  op('authorize', 'get', '/v1/authorize', 'oauth', null),
  op('createAccessToken', 'post', '/v1/access_token', 'oauth', null),
  op('getAccessToken', 'get', '/v1/access_token', 'oauth', null),

  // Vendor job posting interface: right vendor_jobs (seed, Authentication 7).
  op('createPosting', 'post', '/vendor/jobs/postings', 'vendorJobs', ['vendor_jobs']),
  op('updatePosting', 'put', '/vendor/jobs/postings/{id}', 'vendorJobs', ['vendor_jobs']),
  op('activatePosting', 'put', '/vendor/jobs/postings/{id}/activate', 'vendorJobs', ['vendor_jobs']),
  op('deactivatePosting', 'put', '/vendor/jobs/postings/{id}/deactivate', 'vendorJobs', ['vendor_jobs']),
  op('archivePosting', 'put', '/vendor/jobs/postings/{id}/archive', 'vendorJobs', ['vendor_jobs']),
  op('deletePosting', 'delete', '/vendor/jobs/postings/{id}', 'vendorJobs', ['vendor_jobs']),
  op('listPostings', 'get', '/vendor/jobs/postings', 'vendorJobs', ['vendor_jobs']),
  op('listPostingPerformance', 'get', '/vendor/jobs-statistics/postings/performance', 'vendorJobs', ['vendor_jobs']),
  op('listPostingStatuses', 'get', '/vendor/jobs/postings/status', 'vendorJobs', ['vendor_jobs']),
  op('listOrders', 'get', '/vendor/jobs/orders', 'vendorJobs', ['vendor_jobs']),

  // Users and profiles. The seed names the right `users` but does not say which calls need it: empty role lists,
  // except the status and profile messages, whose rights it names (seed, Authentication 6).
  op('getUser', 'get', '/v1/users/{id}', 'users', []),
  // "Details of the app user only (own access right)": a right of its own, whose name is not shown.
  op('getCurrentUser', 'get', '/v1/users/me', 'users', []),
  op('getIdCard', 'get', '/v1/users/me/id_card', 'users', []),
  op('findUsers', 'get', '/v1/users/find', 'users', [], { maturity: 'experimental', throttled: true }),
  op('findUsersByEmails', 'get', '/v1/users/find_by_emails', 'users', []),
  op('listVisits', 'get', '/v1/users/{user_id}/visits', 'users', []),
  op('updatePhoto', 'put', '/v1/users/me/photo', 'users', []),
  op('deletePhoto', 'delete', '/v1/users/me/photo', 'users', []),
  op('updatePrivateAddress', 'put', '/v1/users/me/private_address', 'users', []),
  op('updateBusinessAddress', 'put', '/v1/users/me/business_address', 'users', []),
  op('updateBirthDate', 'put', '/v1/users/me/birth_date', 'users', []),
  op('updateProfileMessage', 'put', '/v1/users/{user_id}/profile_message', 'users', ['profile_message']),
  op('createStatusMessage', 'post', '/v1/users/{id}/status_message', 'users', ['status_message']),
  // Deprecated calls of the seed's Versioning section (full paths from public-facts.md, section 4, Misc).
  op('updateGeoLocation', 'put', '/v1/users/{user_id}/geo_location', 'users', [], { deprecated: true }),
  op('listNearbyUsers', 'get', '/v1/users/{user_id}/nearby_users', 'users', [], { deprecated: true }),

  // Contacts and invitations: the right is not shown.
  op('listContactIds', 'get', '/v1/users/me/contact_ids', 'contacts', []),
  op('listContacts', 'get', '/v1/users/{user_id}/contacts', 'contacts', []),
  op('inviteContacts', 'post', '/v1/users/invite', 'contacts', []),

  // Conversations.
  op('createConversation', 'post', '/v1/users/{user_id}/conversations', 'conversations', []),
  op('listConversations', 'get', '/v1/users/{user_id}/conversations', 'conversations', []),
  op('validateRecipient', 'get', '/v1/users/me/conversations/valid_recipients/{id}', 'conversations', []),

  // Groups, forums and posts.
  op('listUserGroups', 'get', '/v1/users/{user_id}/groups', 'groups', [], { maturity: 'experimental' }),
  op('findGroups', 'get', '/v1/groups/find', 'groups', [], { maturity: 'experimental' }),
  op('markGroupRead', 'put', '/v1/groups/{group_id}/read', 'groups', []),
  op('joinGroup', 'post', '/v1/groups/{group_id}/memberships', 'groups', []),
  op('listForums', 'get', '/v1/groups/{group_id}/forums', 'groups', []),
  op('listGroupPosts', 'get', '/v1/groups/{group_id}/posts', 'groups', []),
  op('listForumPosts', 'get', '/v1/groups/forums/{forum_id}/posts', 'groups', []),
  op('createForumPost', 'post', '/v1/groups/forums/{forum_id}/posts', 'groups', [], { throttled: true }),
  op('getPost', 'get', '/v1/groups/forums/posts/{post_id}', 'groups', []),
  // The seed throttles adding a comment to a post but truncates its path: the full public form (section 4).
  op('createPostComment', 'post', '/v1/groups/forums/posts/{post_id}/comments', 'groups', [], { throttled: true }),

  // News.
  op('createArticle', 'post', '/v1/news/pages/{page_id}/articles', 'news', []),
  op('deleteArticle', 'delete', '/v1/news/articles/{id}', 'news', []),

  // Jobs (general API, read-only).
  op('getJob', 'get', '/v1/jobs/{id}', 'jobs', []),
  op('findJobs', 'get', '/v1/jobs/find', 'jobs', []),
  op('listJobRecommendations', 'get', '/v1/users/{user_id}/jobs/recommendations', 'jobs', []),

  // Network feed and activities.
  op('getActivity', 'get', '/v1/activities/{id}', 'activities', []),
  op('getNetworkFeed', 'get', '/v1/users/{user_id}/network_feed', 'activities', []),
  op('shareLink', 'post', '/v1/users/me/share/link', 'activities', []),
];
