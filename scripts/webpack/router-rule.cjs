// react-router's browser build goes through router-loader.cjs, so what the site does not use leaves the bundle.
const path = require('node:path');

function routerRule() {
  return {
    test: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].+\.mjs$/,
    use: [path.join(__dirname, 'router-loader.cjs')],
  };
}

module.exports = { routerRule };
