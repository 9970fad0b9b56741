// `pnpm --filter @nirman/api exec tsx scripts/bench-quotation-pdf.ts`: the time to make a
// quotation's PDF of three pages (test/helpers/quotation-papers.ts: a house of 43 items in six
// groups, totals, a seven-stage schedule and terms), in English and in Hindi, and its size. Runs in
// this process on the TypeScript source (tsx), one PDF after another, and prints for each language:
//   - first: the first PDF of the process (the fonts opened, English first; every word shaped anew);
//   - same paper: BENCH_RUNS (50) PDFs of the same paper after BENCH_WARMUP (5) untimed, its words
//     shaped already (pdf-writer.ts keeps shaped words for the next PDFs);
//   - new words: BENCH_RUNS PDFs whose every word of the items, groups and terms is new (a number
//     of the run after it), as a quotation of words never printed before;
// p50, p95 and the slowest, in milliseconds.
import { createHash } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { type QuotationPaper, quotationPdf } from '../src/quotations/quotation-pdf'
import { samplePaper } from '../test/helpers/quotation-papers'

const WARMUP = Number(process.env.BENCH_WARMUP ?? 5)
const RUNS = Number(process.env.BENCH_RUNS ?? 50)

const percentile = (sorted: readonly number[], share: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN

/** The pages of a PDF made by pdfkit: its page tree's /Count. */
const pagesOf = (pdf: Buffer): number =>
  Number(/\/Type \/Pages\s*\/Count (\d+)/.exec(pdf.toString('latin1'))?.[1] ?? Number.NaN)

/** `paper` with the number `run` after each word of its items, groups and terms. */
function withNewWords(paper: QuotationPaper, run: number): QuotationPaper {
  const renamed = (text: string) => text.replace(/(\S+)/g, `$1${run}`)
  return {
    ...paper,
    content: {
      ...paper.content,
      groups: paper.content.groups.map((group) => ({
        title: renamed(group.title),
        items: group.items.map((item) => ({ ...item, description: renamed(item.description) })),
      })),
      terms: renamed(paper.content.terms),
    },
  }
}

async function timed(papers: readonly QuotationPaper[]) {
  const times: number[] = []
  let pdf: Buffer = Buffer.alloc(0)
  for (const paper of papers) {
    const start = performance.now()
    pdf = await quotationPdf(paper)
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  return { pdf, times }
}

const figures = (times: readonly number[]) =>
  `p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms,` +
  ` max ${(times.at(-1) ?? 0).toFixed(1)} ms`

for (const language of ['en', 'hi'] as const) {
  const paper = samplePaper(language)
  const first = await timed([paper])
  for (let run = 0; run < WARMUP; run++) await quotationPdf(paper)
  const same = await timed(Array.from({ length: RUNS }, () => paper))
  const fresh = await timed(Array.from({ length: RUNS }, (_, run) => withNewWords(paper, run)))
  const { pdf } = same
  const items = paper.content.groups.reduce((sum, group) => sum + group.items.length, 0)
  const sha = createHash('sha256').update(pdf).digest('hex').slice(0, 16)
  console.log(
    `${language}: ${pagesOf(pdf)} pages, ${items} items, ${pdf.length.toLocaleString('en-IN')} bytes` +
      ` (sha256 ${sha}…)\n` +
      `  first PDF: ${(first.times[0] ?? 0).toFixed(1)} ms\n` +
      `  same paper, ${RUNS} runs: ${figures(same.times)}\n` +
      `  new words, ${RUNS} runs: ${figures(fresh.times)} (${pagesOf(fresh.pdf)} pages)`,
  )
}
