import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

/// Every provider through every fault of the loopback server, over a real `LiveTransport`
/// with the README's retry middleware: the call ends, with the typed error of
/// `Expectation.of(_:_:)`, after the expected number of requests, holding bounded memory, and
/// no text it leaves behind (error, description, dump, log line) shows the key. A failure names
/// the provider and the fault.
@Suite struct FaultMatrixTests {
    @Test(arguments: Subject.allCases, Expectation.otherFaults)
    func everyProviderSurvivesEveryFault(_ subject: Subject, _ fault: LoopbackServer.Fault) async throws {
        let observed = try await FaultCase(subject: subject, fault: fault).run()
        check(observed, against: Expectation.of(subject, fault), subject, fault)
        if fault == .echoKey, subject.sendsKey {
            // The echo reached the error and was scrubbed there: the key was in reach to leak.
            #expect(
                observed.error?.providerMessage?.contains(Redaction.placeholder) == true,
                "\(subject) × echoKey: the echoed key did not reach the error text")
        }
    }

    /// One case at a time: resident memory is the whole process's. Other tests run meanwhile
    /// and may allocate, so a case over the bound is measured again, up to three times, and the
    /// least growth counts; a client without the size limit would hold the whole gigabyte on
    /// every attempt.
    @Test(.serialized, arguments: Subject.allCases, Expectation.memoryFaults)
    func oversizedAnswersHoldBoundedMemory(_ subject: Subject, _ fault: LoopbackServer.Fault) async throws {
        var observed = try await FaultCase(subject: subject, fault: fault).run(measuringMemory: true)
        var growths = [observed.memoryGrowthKiB ?? 0]
        for attempt in 1..<3 where (growths.min() ?? 0) >= Expectation.memoryBoundKiB {
            observed = try await FaultCase(subject: subject, fault: fault, attempt: attempt).run(measuringMemory: true)
            growths.append(observed.memoryGrowthKiB ?? 0)
        }
        let growth = growths.min() ?? 0
        #expect(
            growth < Expectation.memoryBoundKiB,
            "\(subject) × \(fault): resident memory grew \(growths) KiB during the call")
        check(observed, against: Expectation.of(subject, fault), subject, fault)
        // The refusal closes the connection in the callback that crossed the limit: the server
        // sees the hang-up on every request, every run (a known issue under URLSession on Linux).
        #expect(
            observed.counts.hangups == observed.counts.requests,
            "\(subject) × \(fault): the client read the whole answer after refusing it")
    }

    private func check(
        _ observed: FaultCase.Observed, against expected: Expectation,
        _ subject: Subject, _ fault: LoopbackServer.Fault
    ) {
        let name = "\(subject) × \(fault): \(observed)"
        #expect(observed.leaks.isEmpty, "\(name): the key shows in \(observed.leaks)")
        #expect(observed.foreignError == nil, "\(name): threw something that is not a TransitError")
        #expect(observed.counts.active == 0, "\(name): the server is still answering a request")
        if expected.clientHangsUp {
            #expect(observed.counts.hangups == observed.counts.requests, "\(name): a connection was left open")
        }
        #expect(observed.kind == expected.kind, "\(name): expected \(expected.kind)")
        #expect(expected.requests.contains(observed.counts.requests), "\(name): expected \(expected.requests) requests")
        if expected.retriesUntilBudget, observed.counts.requests < 2 {
            #expect(observed.elapsed >= Harness.searchBudget, "\(name): gave up after one request with budget left")
        }
        print("fault-matrix \(subject) \(fault): \(observed)")
    }
}
