// The public entry of this feature for other features.
export { LanguagePicker } from './LanguagePicker';
