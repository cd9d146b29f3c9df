// The release command's entry (npm run release -w <app>, npm run release:activate …).
import { runCli } from './cli';

void runCli(process.argv.slice(2), {
  env: process.env,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
}).then((code) => {
  process.exitCode = code;
});
