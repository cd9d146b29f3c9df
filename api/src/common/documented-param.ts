/**
 * A parameter decorator that also applies method decorators (OpenAPI descriptions) to its handler, so a
 * parameter's pipe and what /docs says about it come from one call and cannot drift apart.
 */
export function documentedParam(param: ParameterDecorator, ...docs: MethodDecorator[]): ParameterDecorator {
  return (target, key, index) => {
    param(target, key, index);
    if (key === undefined) return;
    const descriptor = Object.getOwnPropertyDescriptor(target, key);
    if (!descriptor) return;
    for (const doc of docs) doc(target, key, descriptor);
  };
}
