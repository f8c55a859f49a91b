/// Benchmark cases for CTA (filled in by its issue).
enum CTABench {
    static let cases: [BenchCase] = []
}
