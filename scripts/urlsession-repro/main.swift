// scripts/urlsession-repro/run builds and runs this file; it is not part of the package.
// Plain URLSession on Linux, no TransitKit. Two promises checked:
//  redirect <port> <timeout-s> <calls>: each call follows one 302; the session's timeout is <timeout-s>
//  refuse <port>: a transfer refused after 1 MiB; how many bytes and ms until it ends
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

final class Delegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    let lock = NSLock()
    var bytes = 0
    var cancelledAt: Date?
    var bytesAfterCancel = 0
    var done = DispatchSemaphore(value: 0)
    var refuseAfter: Int?
    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void) {
        completionHandler(request)
    }
    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        lock.lock(); defer { lock.unlock() }
        bytes += data.count
        if cancelledAt != nil { bytesAfterCancel += data.count; return }
        if let limit = refuseAfter, bytes > limit {
            cancelledAt = Date()
            DispatchQueue.global().async { dataTask.cancel() }
        }
    }
    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        done.signal()
    }
}

let args = CommandLine.arguments
let port = args[2]
switch args[1] {
case "redirect":
    let timeout = Double(args[3])!
    let calls = Int(args[4])!
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = timeout
    let delegate = Delegate()
    let session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    var answered = 0
    for _ in 0..<calls {
        let target = "http://127.0.0.1:\(port)/status/200"
        let url = URL(string: "http://127.0.0.1:\(port)/redirect?to=\(target.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)")!
        session.dataTask(with: url).resume()
        delegate.done.wait()
        answered += 1
    }
    print("answered \(answered) of \(calls)")
case "refuse":
    let delegate = Delegate()
    delegate.refuseAfter = 1 << 20
    let session = URLSession(configuration: .ephemeral, delegate: delegate, delegateQueue: nil)
    let url = URL(string: "http://127.0.0.1:\(port)/fault/oversizedChunked/repro/")!
    let started = Date()
    session.dataTask(with: url).resume()
    delegate.done.wait()
    delegate.lock.lock()
    let ms = Int(Date().timeIntervalSince(delegate.cancelledAt ?? started) * 1000)
    print("refused after 1 MiB; then \(delegate.bytesAfterCancel >> 20) MiB more arrived in the \(ms) ms until the task ended")
    delegate.lock.unlock()
default: break
}
