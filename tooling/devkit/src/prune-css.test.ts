import { describe, expect, it } from 'vitest';
import { pruneCss } from './prune-css.js';

describe('pruneCss', () => {
  const css =
    ':root{--a:1}body{margin:0}.card_a1{color:red}.legal_b2{color:blue}' +
    '.open_c3 .card_a1{color:green}.card_a1,.legal_b2 p{padding:0}' +
    '@media (min-width:40em){.legal_b2{margin:0}.card_a1{margin:1px}}' +
    '@keyframes spin_d4{from{opacity:0}to{opacity:1}}';

  it('drops the rules of classes neither the page nor a script names', () => {
    const out = pruneCss(css, ['<div class="card_a1"></div>']);
    expect(out).not.toContain('legal_b2');
    expect(out).toContain('.card_a1{color:red}');
    expect(out).toContain('.card_a1{padding:0}');
  });

  it('keeps what a script may render later (an island state)', () => {
    const out = pruneCss(css, ['<div class="card_a1"></div>', 'el.classList.add("open_c3")']);
    expect(out).toContain('.open_c3 .card_a1{color:green}');
  });

  it('removes a media block left empty, and keeps one with rules', () => {
    expect(pruneCss(css, [''])).not.toContain('@media');
    expect(pruneCss(css, ['legal_b2'])).toContain('@media (min-width:40em){.legal_b2{margin:0}}');
  });

  it('always keeps element selectors, custom properties and keyframes', () => {
    const out = pruneCss(css, ['']);
    expect(out).toContain(':root{--a:1}');
    expect(out).toContain('body{margin:0}');
    expect(out).toContain('@keyframes spin_d4{from{opacity:0}to{opacity:1}}');
  });
});
