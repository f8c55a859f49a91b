import Foundation

// SwiftPM builds an executable with `--sanitize fuzzer` as a library (`-parse-as-library`):
// libFuzzer's runtime owns `main`. One binary holds every target; the target is chosen
// from TRANSIT_FUZZ_TARGET in LLVMFuzzerInitialize, which libFuzzer calls before it reads
// its own flags, so `--list` and `--make-gtfs-rt-seeds` are handled there too.

@_cdecl("LLVMFuzzerInitialize")
func fuzzerInitialize(_ argc: UnsafeMutablePointer<Int32>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> Int32 {
    let arguments = CommandLine.arguments
    if arguments.dropFirst().first == "--list" {
        for target in FuzzRegistry.targets { print("\(target.name) \(target.corpus)") }
        exit(0)
    }
    if arguments.dropFirst().first == "--make-gtfs-rt-seeds", arguments.count == 4 {
        do {
            try SeedMaker.makeGTFSRealtimeSeeds(fixtures: URL(filePath: arguments[2]), output: URL(filePath: arguments[3]))
            exit(0)
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            exit(1)
        }
    }
    guard FuzzRegistry.selected != nil else {
        let names = FuzzRegistry.targets.map(\.name).joined(separator: ", ")
        FileHandle.standardError.write(Data("set TRANSIT_FUZZ_TARGET to one of: \(names)\n".utf8))
        exit(2)
    }
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzerTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let data = bytes.map { Data(bytes: $0, count: size) } ?? Data()
    FuzzRegistry.selected?.run(data)
    return 0
}
