// Compiles a catalogue (src/messages/<language>.json, ICU MessageFormat) when its package is built, so the page
// carries the messages already parsed and no message parser.
const { compileMessageOrThrow } = require('@lingui/message-utils/compileMessage');

module.exports = function compileCatalogue(source) {
  const messages = JSON.parse(source);
  const compiled = Object.fromEntries(
    Object.entries(messages).map(([id, message]) => {
      try {
        return [id, compileMessageOrThrow(message)];
      } catch (error) {
        throw new Error(
          `${this.resourcePath}: message "${id}" is not valid ICU MessageFormat: ${error.message}`,
        );
      }
    }),
  );
  return `export default ${JSON.stringify(compiled)};`;
};
