/** The two colour themes of the app. */
export type Theme = 'light' | 'dark';
