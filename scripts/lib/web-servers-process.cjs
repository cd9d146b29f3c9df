// The shell's and the remotes' web servers in a process of their own, as a deployment runs them apart from the API:
// started by startStack (stack.cjs), which talks to it over IPC. Their server rendering then runs in a plain Node
// process, never inside the test runner's sandbox that loaded stack.cjs.
const { startWebServers } = require('./web-servers.cjs');

if (!process.send) throw new Error('web-servers-process.cjs is started by stack.cjs with an IPC channel');

const send = (message) => process.send?.(message);
let web;

process.on('message', async (message) => {
  if (message.start) {
    try {
      web = await startWebServers({ ...message.start, log: (line) => send({ log: line }) });
      send({ ready: web.urls });
    } catch (error) {
      send({ failed: error instanceof Error ? error.stack : String(error) });
    }
  } else if (message.stopServer) {
    await web?.stopServer(message.stopServer);
    send({ stopped: message.stopServer });
  }
});

// The parent is gone or asks it to end: close the servers, then leave.
const stop = async () => {
  await web?.stop();
  process.exit(0);
};
process.on('disconnect', stop);
process.on('SIGTERM', stop);
