// One SWC transform for every Jest project: TypeScript with Nest's decorator metadata, and JSX for React.
module.exports = function swcTransform({ jsx = false } = {}) {
  return [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', decorators: true, tsx: jsx },
        transform: {
          legacyDecorator: true,
          decoratorMetadata: true,
          ...(jsx ? { react: { runtime: 'automatic' } } : {}),
        },
        target: 'es2022',
        keepClassNames: true,
      },
      module: { type: 'commonjs' },
    },
  ];
};
