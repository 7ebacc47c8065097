import { describe, expect, it } from 'vitest';
import { flightData, flightText } from './flight';

const bootstrap = '<script>(self.__next_f=self.__next_f||[]).push([0])</script>';
const page = (body: string) => `<!DOCTYPE html><html><head><meta charSet="utf-8"/></head><body><p>Text</p>${body}</body></html>`;

describe('flightText', () => {
  it('joins the pushed strings in order, so a tuple cut between two pushes is whole again', () => {
    const html = page(
      bootstrap +
        String.raw`<script>self.__next_f.push([1,"0:[\"$\",\"main\",null,{\"children\":[\"$\",\"p\""])</script>` +
        '<script src="/_next/static/chunks/a.js" async=""></script>' +
        String.raw`<script>self.__next_f.push([1,",null,{\"children\":\"hi\"}]}]\n"])</script>`,
    );
    expect(flightText(html)).toEqual({ scripts: 2, text: '0:["$","main",null,{"children":["$","p",null,{"children":"hi"}]}]\n' });
    expect(flightData(html)).toEqual({ scripts: 2, bytes: 66, elements: 2, islands: 0 });
  });

  it('decodes escaped quotes and the escapes that keep </script> out of the HTML, and counts UTF-8 bytes', () => {
    const html = page(
      bootstrap +
        String.raw`<script>self.__next_f.push([1,"1:[\"$\",\"code\",null,{\"children\":\"say \\\"hi\\\" \u003c/script\u003e \u003cb>é\u003c\/b>\"}]\n"])</script>`,
    );
    const text = '1:["$","code",null,{"children":"say \\"hi\\" </script> <b>é</b>"}]\n';
    expect(flightText(html).text).toBe(text);
    // "é" is one UTF-16 unit and two UTF-8 bytes.
    expect(flightData(html)).toEqual({ scripts: 1, bytes: text.length + 1, elements: 1, islands: 0 });
  });

  it('counts client component references as islands, apart from host elements and plain references', () => {
    const rows = '2:["$","div",null,{"children":[["$","$L3",null,{}],["$","$L4","k",{"children":"$L5"}],["$","my-widget",null,{}]]}]\n';
    const html = page(`${bootstrap}<script>self.__next_f.push(${JSON.stringify([1, rows])})</script>`);
    expect(flightData(html)).toMatchObject({ elements: 2, islands: 2 });
  });

  it('reads a page without flight data as none', () => {
    expect(flightData(page('<script>document.title="x"</script>'))).toEqual({ scripts: 0, bytes: 0, elements: 0, islands: 0 });
  });
});

describe('a flight format flight.ts does not know', () => {
  it('fails when the page has self.__next_f but no push of data, say the payload moved out of the HTML', () => {
    expect(() => flightText(page(`${bootstrap}<script src="/page.flight.js"></script>`))).toThrow(/no script pushes/);
  });

  it('fails on a push of another shape or kind, and on a script that is not a push', () => {
    expect(() => flightText(page(`${bootstrap}<script>self.__next_f.push({"kind":1,"data":"0:null"})</script>`))).toThrow(/non-array/);
    expect(() => flightText(page(`${bootstrap}<script>self.__next_f.push([3,"AAEC"])</script>`))).toThrow(/unknown kind/);
    expect(() => flightText(page(`<script>self.__next_f.enqueue([1,"0:null"])</script>`))).toThrow(/unrecognised script/);
    expect(() => flightText(page(`<script>self.__next_f.push([1,'0:null'])</script>`))).toThrow(/not JSON/);
  });
});
