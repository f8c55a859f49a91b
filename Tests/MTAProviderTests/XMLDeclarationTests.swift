import Foundation
import Testing
import TransitKitCore

@testable import MTAProvider

/// A damaged XML declaration used to hide a processing instruction from the pre-scan: it
/// skipped from `<?xml` to the first `?>` anywhere, which here closed `<?a?>` deep in the
/// body, and FoundationXML then crashed the process on that instruction (`strlen(NULL)`).
/// Found by the mta-xml fuzz target (Docs/Fuzzing.md); the bodies are its input, shortened.
@Suite struct XMLDeclarationTests {
    static let bodies = [
        "<?xml version=\"1.0\" encoding=\"UTF-8\" staiting, software\n<Siri><a>x</a><b><?a?>e</b></Siri>",
        "<?xml version=\"1.0\" <response><?a?></response>",
    ]

    @Test(arguments: bodies)
    func damagedDeclarationIsRefusedNotParsed(_ text: String) {
        #expect(XMLTree.refusedMarkup(Data(text.utf8)) != nil)
        let result = Result { () throws(TransitError) in _ = try MTAPayloads.siri(Data(text.utf8), operation: "situation-exchange") }
        guard case .failure(let error) = result else {
            Issue.record("decoded")
            return
        }
        #expect(error.kind == .decoding)
    }

    @Test func wellFormedDeclarationStillParses() throws {
        let body = Data(
            "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n<response><code>200</code><text>OK</text></response>".utf8)
        #expect(XMLTree.refusedMarkup(body) == nil)
        _ = try XMLTree.json(fromXML: body)
    }
}
