// Adds up the JSON reports of vitest and Playwright into one closing line: "Tests: N passed, M failed".
// Before it, names every test that failed, and every end-to-end test that passed only when tried again, with the
// first line of its error: a CI log is often read from its tail only, and a failure without a name cannot be fixed.
import { existsSync, readFileSync } from 'node:fs'

let passed = 0
let failed = 0
let skipped = 0
const missing = []
const failures = []
const flaky = []

const firstLine = (text) =>
  String(text ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colours in the reporters' messages
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim()
    .slice(0, 200) ?? ''

/** Every Playwright test of a suite tree, with its spec's titles. */
function* playwrightTests(suite, outer = []) {
  const titles = suite.title && suite.title !== suite.file ? [...outer, suite.title] : outer
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) yield { file: spec.file, titles: [...titles, spec.title], test }
  }
  for (const child of suite.suites ?? []) yield* playwrightTests(child, titles)
}

function readPlaywright(report) {
  passed += report.stats.expected + report.stats.flaky
  failed += report.stats.unexpected
  skipped += report.stats.skipped
  for (const suite of report.suites ?? []) {
    for (const { file, titles, test } of playwrightTests(suite)) {
      const name = `${file} [${test.projectName}] ${titles.join(' › ')}`
      const error = firstLine(test.results?.find((result) => result.errors?.length)?.errors?.[0]?.message)
      if (test.status === 'unexpected') failures.push(`${name}: ${error}`)
      if (test.status === 'flaky') flaky.push(`${name}: ${error}`)
    }
  }
  for (const error of report.errors ?? []) failures.push(`Playwright: ${firstLine(error.message)}`)
}

function readVitest(report, file) {
  passed += report.numPassedTests ?? 0
  failed += (report.numFailedTests ?? 0) + (report.numFailedTestSuites ?? 0)
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
  for (const result of report.testResults ?? []) {
    const where = `${result.name.replace(`${process.cwd()}/`, '')} (${file})`
    const failedTests = (result.assertionResults ?? []).filter((test) => test.status === 'failed')
    for (const test of failedTests) failures.push(`${where} ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`)
    if (result.status === 'failed' && failedTests.length === 0) failures.push(`${where}: ${firstLine(result.message)}`)
  }
}

for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    missing.push(file)
    continue
  }
  const report = JSON.parse(readFileSync(file, 'utf8'))
  if (report.stats && 'expected' in report.stats) readPlaywright(report)
  else readVitest(report, file)
}

for (const file of missing) console.log(`(no report at ${file}: that stage did not run)`)
if (missing.length > 0) failed += missing.length
if (flaky.length > 0) console.log(`Passed only when tried again (${flaky.length}):\n  ${flaky.join('\n  ')}`)
if (failures.length > 0) console.log(`Failed (${failures.length}):\n  ${failures.join('\n  ')}`)
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
