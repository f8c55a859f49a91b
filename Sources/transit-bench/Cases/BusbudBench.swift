/// Benchmark cases for Busbud (filled in by its issue).
enum BusbudBench {
    static let cases: [BenchCase] = []
}
