// Lets the minifier drop the parts of react-router the site never renders (NavLink, Form, ScrollRestoration, the
// fetcher forms …). Its build creates each component with an unmarked React call (`var NavLink = React.forwardRef(…)`)
// and then names it (`NavLink.displayName = "NavLink"`): both count as side effects, so every component stays in the
// bundle whether anything uses it or not. The calls are marked pure and the names left out; the names only label
// components in React's developer tools, where a production build's minified code shows none of its own anyway.

const COMPONENT_CALL = /= (React\d*\.(?:forwardRef|createContext|memo)\()/g;
const DISPLAY_NAME = /^[A-Za-z0-9_$]+\.displayName = "[^"]*";$/gm;

module.exports = function markRouterComponentsPure(source) {
  return source.replace(COMPONENT_CALL, '= /* @__PURE__ */ $1').replace(DISPLAY_NAME, '');
};
