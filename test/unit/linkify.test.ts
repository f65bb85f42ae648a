import { expect } from 'chai';
import { createElement, isValidElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { linkify, safeHref } from '../../client/components/workflow/linkify';

const markup = (text: string) => renderToStaticMarkup(createElement('p', null, ...linkify(text)));
const links = (text: string) => linkify(text).filter((part): part is ReactElement<{ href: string; children: string }> => isValidElement(part));

describe('a message’s links (linkify)', () => {
  it('turns http and https addresses into links that open apart and tell nothing, and leaves the text around them', () => {
    expect(markup('See https://example.org/a?b=1&c=2 and http://example.com.')).to.equal(
      '<p>See <a href="https://example.org/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer nofollow">https://example.org/a?b=1&amp;c=2</a> and <a href="http://example.com/" target="_blank" rel="noopener noreferrer nofollow">http://example.com</a>.</p>',
    );
  });

  it('leaves trailing punctuation out of an address, but keeps a bracket the address opened', () => {
    expect(links('(see https://example.org/x), or https://en.wikipedia.org/wiki/Fish_(food)!').map((l) => l.props.children)).to.deep.equal(['https://example.org/x', 'https://en.wikipedia.org/wiki/Fish_(food)']);
  });

  it('makes nothing of other schemes or of markup: the text is escaped by React', () => {
    const text = 'javascript:alert(1) data:text/html,<script>x</script> <b onclick="x()">bold</b> mailto:a@b.c';
    expect(links(text)).to.have.length(0);
    expect(markup(text)).to.equal(`<p>javascript:alert(1) data:text/html,&lt;script&gt;x&lt;/script&gt; &lt;b onclick=&quot;x()&quot;&gt;bold&lt;/b&gt; mailto:a@b.c</p>`);
    // Markup for a link is text too; only the address in it becomes a link of our own.
    const smuggled = markup('<a href="https://evil.example/" onclick="x()">y</a>');
    expect(smuggled).to.equal('<p>&lt;a href=&quot;<a href="https://evil.example/" target="_blank" rel="noopener noreferrer nofollow">https://evil.example/</a>&quot; onclick=&quot;x()&quot;&gt;y&lt;/a&gt;</p>');
  });

  it('an address that is not one (no host) stays text; safeHref accepts http(s) only', () => {
    expect(links('http:// nothing')).to.have.length(0);
    expect(safeHref('https://example.org')).to.equal('https://example.org/');
    expect(safeHref('javascript:alert(1)')).to.equal(null);
    expect(safeHref('ftp://example.org')).to.equal(null);
    expect(safeHref('not a url')).to.equal(null);
  });

  it('keeps line breaks in the text (the CSS shows them)', () => {
    expect(linkify('one\ntwo')).to.deep.equal(['one\ntwo']);
  });
});
