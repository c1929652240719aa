/**
 * Loader data as the server encodes it, with turbo-stream's `flatten` patched (patches/turbo-stream+2.4.1.patch,
 * decision 059): the patch only does less work per value, so its text must be the text turbo-stream 2.4.1 itself
 * writes — the browser's unpatched decoder reads it. The expected texts below were written by the unpatched package.
 */
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

// The server loads turbo-stream's CommonJS build, the one the patch changes.
const turboStream = createRequire(import.meta.url)('turbo-stream') as typeof import('turbo-stream')

async function encoded(input: unknown, options?: Parameters<typeof turboStream.encode>[1]): Promise<string> {
  const reader = turboStream.encode(input, options).getReader()
  const decoder = new TextDecoder()
  let text = ''
  for (let read = await reader.read(); !read.done; read = await reader.read()) text += decoder.decode(read.value)
  return text
}

async function decoded(text: string): Promise<unknown> {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text))
      controller.close()
    },
  })
  const answer = await turboStream.decode(body)
  await answer.done
  return answer.value
}

class Thing {
  a = 1
}

type Plugin = NonNullable<Parameters<typeof turboStream.encode>[1]>['plugins']

// As Remix's: a plugin for values of its own, post-plugins for what turbo-stream cannot write.
const plugins: Plugin = [
  (value) => {
    if (value && typeof value === 'object' && Symbol.for('redirect') in value) {
      return ['Redirect', (value as Record<symbol, unknown>)[Symbol.for('redirect')], 302]
    }
  },
]
const postPlugins: Plugin = [
  (value) => {
    if (!value || typeof value !== 'object') return
    return ['ClassInstance', Object.fromEntries(Object.entries(value))]
  },
  () => ['Fallback'],
]

describe('loader data encoded by the patched turbo-stream', () => {
  it('is the text turbo-stream 2.4.1 writes, for every kind of value it knows', async () => {
    const shared = { id: 7, name: 'Бинт' }
    const cycle: Record<string, unknown> = { name: 'цикл' }
    cycle.self = cycle
    // A hole at 2.
    const tags = ['a', 'a']
    tags[3] = 'b'
    const input = {
      products: [shared, shared, { id: 8, name: 'Бинт', price: 12.5, tags }],
      zero: 0,
      negativeZero: -0,
      nan: Number.NaN,
      inf: Number.NEGATIVE_INFINITY,
      none: null,
      missing: undefined,
      yes: true,
      big: 10n,
      sym: Symbol.for('s'),
      quote: 'он сказал "да"\n',
      when: new Date(1764000000000),
      where: new URL('https://medmarket.test/a?b=1'),
      re: /бинт/giu,
      set: new Set([1, shared]),
      map: new Map([['k', shared]]),
      bare: Object.assign(Object.create(null), { k: 'v' }),
      redirect: { [Symbol.for('redirect')]: '/cart' },
      thing: new Thing(),
      fn: () => 1,
      cycle,
    }
    expect(await encoded(input, { plugins, postPlugins })).toBe(
      '[{"_1":2,"_16":17,"_18":17,"_19":-2,"_20":-3,"_21":-5,"_22":-7,"_23":24,"_25":26,"_27":28,"_29":30,"_31":32,' +
        '"_33":34,"_35":36,"_37":38,"_40":41,"_43":44,"_46":47,"_50":51,"_53":54,"_55":56},"products",[3,3,8],' +
        '{"_4":5,"_6":7},"id",7,"name","Бинт",{"_4":9,"_6":7,"_10":11,"_12":13},8,"price",12.5,"tags",[14,14,-1,15],' +
        '"a","b","zero",0,"negativeZero","nan","inf","none","missing","yes",true,"big",["B","10"],"sym",["Y","s"],' +
        '"quote","он сказал \\"да\\"\\n","when",["D",1764000000000],"where",["U","https://medmarket.test/a?b=1"],' +
        '"re",["R","бинт","giu"],"set",["S",39,3],1,"map",["M",42,3],"k","bare",["N",{"_42":45}],"v","redirect",' +
        '["Redirect",48,49],"/cart",302,"thing",["ClassInstance",52],{"_14":39},"fn",["Fallback"],"cycle",' +
        '{"_6":57,"_58":56},"цикл","self"]\n',
    )
  })

  it('writes an error and a promise’s later value as turbo-stream 2.4.1 does', async () => {
    expect(await encoded(new Error('нет'))).toBe('[["E","нет"]]\n')
    const shared = { id: 7, name: 'Бинт' }
    expect(await encoded({ later: Promise.resolve({ again: shared, shared }) })).toBe(
      '[{"_1":2},"later",["P",2]]\nP2:[{"_4":5,"_10":5},"again",{"_6":7,"_8":9},"id",7,"name","Бинт","shared"]\n',
    )
  })

  it('refuses what turbo-stream refuses when no plugin takes it', async () => {
    await expect(encoded({ thing: new Thing() })).rejects.toThrow('Cannot encode object with prototype')
    await expect(encoded({ fn: () => 1 })).rejects.toThrow('Cannot encode function or unexpected type')
    await expect(encoded(Symbol('local'))).rejects.toThrow('Cannot encode symbol')
  })

  it('is read back by the decoder as the data it was made of', async () => {
    const product = (id: number) => ({
      id,
      slug: `bint-${id}`,
      name: `Бинт марлевый стерильный ${id % 7} × 14 см`,
      price: id % 3 === 0 ? null : 10 + id / 4,
      availability: id % 2 ? 'in_stock' : 'on_order',
      brand: { id: id % 5, name: ['Невский', 'Волгалаб', 'Полесьемед', 'Shenlu', 'Seolmed'][id % 5] },
    })
    const page = {
      listing: { data: Array.from({ length: 24 }, (_, i) => product(i)), total: 600, page: 1 },
      facets: { brands: Array.from({ length: 45 }, (_, i) => ({ id: i, name: `Бренд ${i}`, count: 45 - i })) },
      tree: [{ id: 1, name: 'Перевязка', children: [{ id: 2, name: 'Бинты', children: [] }] }],
      empty: { list: [], map: {} },
    }
    expect(await decoded(await encoded(page))).toEqual(page)
  })
})
