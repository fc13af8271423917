// The workerd entry (a Worker module, bundled by esbuild with the installed client): POST the contract's
// configuration as JSON, get the results as JSON.
import { contract } from './contract.mjs';

export default {
  async fetch(request) {
    return Response.json(await contract(await request.json()));
  },
};
