// The client's errors are the OAuth plugin's (plugins/oauth1/errors.ts): the sender that the client, the handshake
// and the CLI share throws them. Kept here under the runtime's name for code that imported them from it.
export { NetworkError, OptionError, ResponseBodyError, TimeoutError } from '../plugins/oauth1/errors.ts';
