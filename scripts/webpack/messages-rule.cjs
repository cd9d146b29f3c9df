// The catalogues (src/messages/<language>.json of ui, the shell and the remotes, and a package's catalogues of texts
// loaded apart, src/messages/<name>/<language>.json) go through the compiler in messages-loader.cjs, in the browser
// and the server builds alike.
const path = require('node:path');

function messagesRule() {
  return {
    test: /[\\/]src[\\/]messages[\\/]([a-z-]+[\\/])?[a-z]{2}(-[A-Z]{2})?\.json$/,
    type: 'javascript/auto',
    use: [path.join(__dirname, 'messages-loader.cjs')],
  };
}

module.exports = { messagesRule };
