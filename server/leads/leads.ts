import { runCli } from "./cli";

// The `npm run leads` entry point; the commands live in cli.ts so that tests run them in-process.
// runCli answers every failure with an exit code and a message; it does not reject.
void runCli(process.argv.slice(2), process.env, {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
}).then((code) => {
  process.exitCode = code;
});
