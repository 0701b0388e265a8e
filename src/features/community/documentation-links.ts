/** Documentation the Community Hub links to: the references beginners rely on most. */
export interface DocumentationLink {
  title: string;
  description: string;
  href: string;
}

export const DOCUMENTATION_LINKS: readonly DocumentationLink[] = [
  {
    title: 'MDN Web Docs',
    description: 'HTML, CSS and JavaScript reference and guides',
    href: 'https://developer.mozilla.org/',
  },
  {
    title: 'TypeScript Handbook',
    description: 'Types from the first steps to generics',
    href: 'https://www.typescriptlang.org/docs/handbook/intro.html',
  },
  {
    title: 'Python Tutorial',
    description: 'The official tutorial of the Python documentation',
    href: 'https://docs.python.org/3/tutorial/',
  },
  {
    title: 'Node.js Documentation',
    description: 'The API of Node.js, module by module',
    href: 'https://nodejs.org/docs/latest/api/',
  },
];
