/// Benchmark cases for MTA (filled in by its issue).
enum MTABench {
    static let cases: [BenchCase] = []
}
