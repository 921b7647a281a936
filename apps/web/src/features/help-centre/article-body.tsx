import Box from '@mui/material/Box';

/**
 * An article's body: the server's html (markdown rendered, then sanitised with an allow-list of
 * tags and attributes), set in the app's type. Used by the article page and the editor's preview.
 */
export function ArticleBody({ html, label }: { html: string; label?: string }) {
  return (
    <Box
      aria-label={label}
      role={label ? 'region' : undefined}
      sx={{
        overflowWrap: 'anywhere',
        lineHeight: 1.7,
        '& > :first-child': { mt: 0 },
        '& h2': { typography: 'h5', fontWeight: 700, mt: 4, mb: 1.5 },
        '& h3': { typography: 'h6', fontWeight: 700, mt: 3, mb: 1 },
        '& h4': { typography: 'subtitle1', fontWeight: 700, mt: 2.5, mb: 1 },
        '& p': { my: 1.5 },
        '& ul, & ol': { pl: 3, my: 1.5 },
        '& li': { my: 0.5 },
        '& a': { color: 'primary.main', textUnderlineOffset: '2px' },
        '& code': {
          fontFamily: 'monospace',
          fontSize: '0.9em',
          bgcolor: 'action.hover',
          borderRadius: 1,
          px: 0.5,
        },
        '& pre': { bgcolor: 'action.hover', borderRadius: 2, p: 2, overflowX: 'auto', whiteSpace: 'pre' },
        '& pre code': { bgcolor: 'transparent', p: 0 },
        '& blockquote': {
          borderLeft: 4,
          borderColor: 'primary.main',
          bgcolor: 'action.hover',
          borderRadius: 1,
          m: 0,
          my: 2,
          px: 2,
          py: 0.5,
        },
        '& hr': { border: 0, borderTop: 1, borderColor: 'divider', my: 3 },
        '& table': { display: 'block', overflowX: 'auto', borderCollapse: 'collapse', my: 2, maxWidth: '100%' },
        '& th, & td': { border: 1, borderColor: 'divider', px: 1.5, py: 0.75, textAlign: 'left' },
        '& th': { bgcolor: 'action.hover', fontWeight: 700 },
      }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server renders and sanitises it (sanitize-html allow-list)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
