/**
 * The conversations area. Today it holds one rule of the service: a conversation with more than 10 recipients
 * is refused with 403 (example `tooManyRecipients`); everything else is Prism's answer. The state of
 * conversations and messages belongs here when it arrives.
 */
import type { StatefulArea } from './area.ts';

/** The service's limit of recipients per conversation. */
export const MAX_RECIPIENTS = 10;

export const conversationsArea: StatefulArea<null> = {
  name: 'conversations',
  createState: () => null,
  bind: () => ({
    createConversation: (c) => {
      const value = c.fields['recipient_ids'];
      const ids = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : [];
      return ids.length > MAX_RECIPIENTS ? { status: 403, example: 'tooManyRecipients' } : undefined;
    },
  }),
};
