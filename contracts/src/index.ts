export * from './field-rules';
export * from './validate-body';
export * from './account-rules';
export * from './catalogue';
export * from './packages';
export * from './commerce';
export * from './commerce-rules';
export * from './record-paths';
