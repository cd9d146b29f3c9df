// How every app's TypeScript and JSX is compiled, in the browser builds and the Node builds alike: SWC, types stripped
// (`tsc --noEmit` checks them), React's automatic runtime.
function scriptRule(production, target = 'es2020') {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target,
        },
      },
    },
  };
}

module.exports = { scriptRule };
