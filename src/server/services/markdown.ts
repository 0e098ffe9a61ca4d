// Markdown of banners and announcements to HTML (issue 14): markdown-it with raw HTML off, so a
// <script> or an onclick typed into a message is shown as text; links only to http(s) and mailto,
// opened in a new tab without the opener.
import MarkdownIt from 'markdown-it';

const md = new MarkdownIt({ html: false, linkify: false, typographer: false, breaks: true });

const SAFE_LINK = /^(https?:|mailto:|\/(?!\/))/i;
md.validateLink = (url) => SAFE_LINK.test(url.trim());
md.disable(['image']);

const renderToken = md.renderer.renderToken.bind(md.renderer);
md.renderer.rules.link_open = (tokens, idx, options) => {
  const token = tokens[idx];
  token.attrSet('target', '_blank');
  token.attrSet('rel', 'noopener noreferrer');
  return renderToken(tokens, idx, options);
};

export const markdownToHtml = (text: string): string => md.render(text);
