/** Pages of a list: `page`, `per_page` (x-facts default and maximum), `Link` and `X-Total-Count`. */
import type {Ctx} from '../context';
import type {MockReply} from '../http';

export function page(ctx: Ctx, items: unknown[]): MockReply {
  const perPage = Number(ctx.query.per_page ?? ctx.services.facts.perPageDefault);
  const pageNo = Number(ctx.query.page ?? 1);
  const last = Math.max(1, Math.ceil(items.length / perPage));
  const url = (n: number) => {
    const params = new URLSearchParams({...Object.fromEntries(Object.entries(ctx.query).map(([k, v]) => [k, String(v)])), page: String(n), per_page: String(perPage)});
    return `<${ctx.op.origins[ctx.environment]}${ctx.op.path.replace(/\{(\w+)\}/g, (_m, name: string) => String(ctx.params[name]))}?${params}>`;
  };
  const links = [`${url(1)}; rel="first"`, `${url(last)}; rel="last"`];
  if (pageNo < last) links.unshift(`${url(pageNo + 1)}; rel="next"`);
  if (pageNo > 1) links.unshift(`${url(pageNo - 1)}; rel="prev"`);
  return {
    status: 200,
    headers: {link: links.join(', '), 'x-total-count': String(items.length)},
    body: items.slice((pageNo - 1) * perPage, pageNo * perPage),
  };
}
