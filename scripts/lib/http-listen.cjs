// Listening and closing for plain node:http servers (the browser tests' own small servers).

/** Listens on 127.0.0.1 (port 0 picks a free one) and resolves with the bound port. */
function listen(server, port, host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server.address().port));
  });
}

function close(server) {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections?.();
  });
}

module.exports = { listen, close };
