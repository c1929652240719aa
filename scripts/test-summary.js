// Adds up the JSON reports of vitest and Playwright into one closing line: "Tests: N passed, M failed".
import { existsSync, readFileSync } from 'node:fs'

let passed = 0
let failed = 0
let skipped = 0
const missing = []

for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    missing.push(file)
    continue
  }
  const report = JSON.parse(readFileSync(file, 'utf8'))
  if (report.stats && 'expected' in report.stats) {
    // Playwright
    passed += report.stats.expected + report.stats.flaky
    failed += report.stats.unexpected
    skipped += report.stats.skipped
  } else {
    // vitest (Jest-compatible JSON)
    passed += report.numPassedTests ?? 0
    failed += (report.numFailedTests ?? 0) + (report.numFailedTestSuites ?? 0)
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
  }
}

for (const file of missing) console.log(`(no report at ${file}: that stage did not run)`)
if (missing.length > 0) failed += missing.length
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
