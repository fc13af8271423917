// The command-line runtimes' entry (Node, Bun, Deno): the contract with the configuration given as JSON in the
// first argument; prints the results as JSON on one line.
import { contract } from './contract.mjs';

const config = JSON.parse(globalThis.Deno ? globalThis.Deno.args[0] : globalThis.process.argv[2]);
console.log(JSON.stringify(await contract(config)));
