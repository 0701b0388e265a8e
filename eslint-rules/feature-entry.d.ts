import type { Rule } from 'eslint';

declare const featureEntry: Rule.RuleModule;
export default featureEntry;
