const SITE_NAME = 'Liner';

/** Guard rule 3: page title and meta tags from the route. */
export function applyPageMeta(title: string, description: string): void {
  document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  setMeta('name', 'description', description);
  setMeta('property', 'og:title', document.title);
  setMeta('property', 'og:description', description);
}

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}
