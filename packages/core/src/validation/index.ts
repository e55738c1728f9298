export { fieldLabel, fieldLabels } from './field-labels';
export { fieldErrorSentence } from './field-error';
export { readableIssue } from './readable-issues';
