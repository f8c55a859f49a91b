#!/usr/bin/env python3
"""A misbehaving HTTP server for TransitKit's tests (`LoopbackServer` in TransitKitTesting).

Binds 127.0.0.1 only, on a free port, prints the port on its first line, and serves until its
stdin closes (the test process ended, however it ended), or the lifetime given as the first
argument (seconds, default 120) passes, whichever comes first.

Options after the lifetime: --tls CERT KEY serves HTTPS with that certificate chain (PEM);
--connect-delay-ms N waits N ms on each new connection before reading it (before the TLS
handshake too): the round trips a new connection costs on a real network, for benchmarks.

Plain routes:
  /status/<code>            that status; body "status <code>"; ?retry_after=N adds Retry-After
  /bytes                    the 256 byte values 0..255, application/octet-stream
  /echo                     JSON of the method, path, query and request headers
  /slow?ms=N                waits N ms, then 200 "slow"
  /flaky/<key>?fail=N&code=C   the first N requests for <key> get C (default 503), then 200
  /retry-after/<key>?seconds=S the first request gets 503 + Retry-After: S, later ones 200 with
                               the milliseconds since the previous request for <key>
  /count/<key>              how many requests <key> has seen so far
  /peer?ms=N                waits N ms (default 0), then 200 with the client's port: calls that
                            share a connection see the same port
  /connections              JSON: connections accepted so far ({"accepted": N})
  /headers?n=N              200 with N distinct header lines (X-Flood-<i>), then "ok"
  /bigheader?kb=N           200 with one header line of N KiB
  /http09                   "hello" with no status line at all (an HTTP/0.9 answer)
  /garbage-status           a status line whose status is not a number
  /big?kb=N                 N KiB of JSON-ish bytes, with Content-Length
  /stream?mb=N              N MiB sent in 64 KiB chunks, chunked (no Content-Length)
  /announce?bytes=N         headers claim Content-Length N, then 10 bytes and the connection closes
  /drip?bytes=N&ms=M        Content-Length N, then one byte every M ms
  /gzip?mb=N                a gzip body that inflates to N MiB of zeros (Content-Encoding: gzip)
  /refuse/<id>?mb=N         N MiB chunked (default 1024), recording when the client hung up
  /refusals                 JSON: per <id>, bytes sent and the wall-clock time (epoch seconds)
                            the server saw the client hang up (null while it has not)
  /latin1                   200 with Content-Disposition: attachment; filename="Montréal.json",
                            the é as one Latin-1 byte (0xE9): not UTF-8
  /redirect-loop/<n>        302 to /redirect-loop/<n+1>, for ever
  /redirect?to=URL          302 to URL (URL-encoded in the query)
  /cache/etag/<key>?max_age=N      ETag "<key>-1" and Cache-Control: max-age=N (default 0); a
                                   matching If-None-Match gets 304; the body counts full answers
  /cache/modified/<key>            Last-Modified fixed, no freshness; a matching
                                   If-Modified-Since gets 304; the body counts full answers
  /cache/max-age/<key>?seconds=N   Cache-Control: max-age=N; the body counts answers
  (every /cache/... request counts towards /count/<key>)

Faults: every request under /fault/<fault>/<case>/ gets the fault, whatever follows, so a
client whose base URL is that prefix meets it on every call. <case> is the test's own name
for its counters (GET /stats/<fault>/<case>: requests, hangups, active).
  truncated         200, Content-Length 1000, 11 bytes, then the connection closes
  html200           200 text/html: a captive-portal page instead of the API's answer
  status429         429 with Retry-After: 1
  storm503          503 (an HTML error page) on every request
  never             reads the request and never answers, until the client hangs up
  drip              200, Content-Length 100, then one byte a second
  reset             200 and half a body, then a TCP reset (SO_LINGER 0)
  redirectLoop      302 to the next .../loop/<n+1> under the same prefix, for ever
  oversized         200 announcing Content-Length 1 GiB, then bytes until the client hangs up
  oversizedChunked  200 chunked, no length, 64 KiB chunks until the client hangs up (1 GiB cap)
  gzipBomb          200 chunked, Content-Encoding gzip, inflating to 1 GiB of zeros (~1 MiB sent)
  echoKey           302 to http://localhost:<port>/fault/echoKey/<case>/landing (another origin)
                    with the request's query and headers echoed in the Location and in the
                    body; the landing answers 200 text/plain with what it received. The echo
                    quotes each credential-looking value (query items key/tkn/token, headers
                    *token*/authorization) raw, percent-encoded (both cases), encoded twice, as
                    HTML entities, and, on its first line, once more from the 193rd character,
                    where a 200-character cut falls inside it.
  script            the responses queued with POST /script/<case> (X-Status and Content-Type
                    headers, the body), one per request, then behaves as never

A client that closes its connection while the server is still answering (never, drip,
oversized, oversizedChunked, gzipBomb, script once exhausted) counts as a hangup.
"""
import gzip
import html
import io
import json
import os
import select
import socket
import struct
import sys
import threading
import time
import zlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, parse_qsl, quote, urlparse

counts = {}
last_seen = {}
lock = threading.Lock()
lifetime = 120.0
connect_delay = 0.0
connections = {"accepted": 0}

# Per fault and case: requests seen, clients that hung up early, answers under way.
fault_stats = {}
# Per /refuse/<id>: bytes sent, and when the client hung up (time.time()).
refusals = {}
# Per case of the script fault: responses still to give, in order.
scripts = {}
CREDENTIAL_QUERY = {"key", "tkn", "token", "api_key", "apikey"}
MiB = 1 << 20
GiB = 1 << 30


def fault_count(key, field, delta=1):
    with lock:
        entry = fault_stats.setdefault(key, {"requests": 0, "hangups": 0, "active": 0})
        entry[field] += delta


def hit(key):
    with lock:
        counts[key] = counts.get(key, 0) + 1
        now = time.monotonic()
        previous = last_seen.get(key)
        last_seen[key] = now
        return counts[key], (None if previous is None else (now - previous) * 1000)


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def setup(self):
        # Headers and body go out in two writes; with Nagle on, the second waits for the ACK
        # of the first, which the client delays up to 40 ms on a kept-alive connection.
        try:
            self.request.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        except OSError:
            pass
        with lock:
            connections["accepted"] += 1
        if connect_delay > 0:
            time.sleep(connect_delay)
        super().setup()

    def log_message(self, *args):
        pass

    def send(self, status, body, content_type="text/plain", headers=None):
        data = body if isinstance(body, bytes) else body.encode()
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(data)))
        self.send_header("X-Server", "loopback")
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.end_headers()
        try:
            self.wfile.write(data)
        except (BrokenPipeError, ConnectionResetError):
            pass

    def do_POST(self):
        url = urlparse(self.path)
        parts = [p for p in url.path.split("/") if p]
        length = int(self.headers.get("Content-Length", "0"))
        body = self.rfile.read(length) if length > 0 else b""
        if len(parts) == 2 and parts[0] == "script":
            entry = (int(self.headers.get("X-Status", "200")),
                     self.headers.get("Content-Type", "application/json"), body)
            with lock:
                scripts.setdefault(parts[1], []).append(entry)
            return self.send(200, "queued")
        return self.send(404, "no route")

    def do_GET(self):
        url = urlparse(self.path)
        query = {k: v[0] for k, v in parse_qs(url.query).items()}
        parts = [p for p in url.path.split("/") if p]
        if not parts:
            return self.send(404, "no route")
        route = parts[0]
        if route == "fault" and len(parts) >= 3:
            return self.fault(parts[1], parts[2], parts[3:], url)
        if route == "stats" and len(parts) == 3:
            with lock:
                entry = dict(fault_stats.get(parts[1] + "/" + parts[2], {"requests": 0, "hangups": 0, "active": 0}))
            return self.send(200, json.dumps(entry, sort_keys=True), "application/json")
        if route == "status" and len(parts) == 2:
            headers = {"Retry-After": query["retry_after"]} if "retry_after" in query else {}
            return self.send(int(parts[1]), "status " + parts[1], headers=headers)
        if route == "bytes":
            return self.send(200, bytes(range(256)), "application/octet-stream")
        if route == "echo":
            body = {"method": self.command, "path": url.path, "query": query,
                    "headers": {k.lower(): v for k, v in self.headers.items()}}
            return self.send(200, json.dumps(body, sort_keys=True), "application/json")
        if route == "slow":
            time.sleep(int(query.get("ms", "1000")) / 1000)
            return self.send(200, "slow")
        if route == "flaky" and len(parts) == 2:
            n, _ = hit("flaky/" + parts[1])
            if n <= int(query.get("fail", "1")):
                return self.send(int(query.get("code", "503")), "try again")
            return self.send(200, json.dumps({"attempt": n}), "application/json")
        if route == "retry-after" and len(parts) == 2:
            n, gap = hit("retry/" + parts[1])
            if n == 1:
                return self.send(503, "busy", headers={"Retry-After": query.get("seconds", "1")})
            return self.send(200, json.dumps({"attempt": n, "gap_ms": gap}), "application/json")
        if route == "big":
            kb = int(query.get("kb", "64"))
            return self.send(200, b"[" + b"0," * (kb * 512 - 1) + b"0]", "application/json")
        if route == "stream":
            mb = int(query.get("mb", "1"))
            self.send_response(200)
            self.send_header("Content-Type", "application/octet-stream")
            self.send_header("Transfer-Encoding", "chunked")
            self.end_headers()
            chunk = b"x" * 65536
            try:
                for _ in range(mb * 16):
                    self.wfile.write(b"%x\r\n" % len(chunk) + chunk + b"\r\n")
                self.wfile.write(b"0\r\n\r\n")
            except (BrokenPipeError, ConnectionResetError):
                pass
            return
        if route == "latin1":
            body = b"{}"
            self.wfile.write(b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
                             b"Content-Disposition: attachment; filename=\"Montr\xe9al.json\"\r\n"
                             b"Content-Length: 2\r\n\r\n" + body)
            return
        if route == "refusals":
            with lock:
                body = json.dumps(refusals, sort_keys=True)
            return self.send(200, body, "application/json")
        if route == "refuse" and len(parts) == 2:
            return self.refuse(parts[1], int(query.get("mb", "1024")))
        if route == "announce":
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", query.get("bytes", "1000"))
            self.end_headers()
            try:
                self.wfile.write(b'{"partial":')
                self.wfile.flush()
            except (BrokenPipeError, ConnectionResetError):
                pass
            self.close_connection = True
            return
        if route == "drip":
            total = int(query.get("bytes", "100"))
            pause = int(query.get("ms", "1000")) / 1000
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(total))
            self.end_headers()
            try:
                for _ in range(total):
                    self.wfile.write(b" ")
                    self.wfile.flush()
                    time.sleep(pause)
            except (BrokenPipeError, ConnectionResetError):
                pass
            return
        if route == "gzip":
            mb = int(query.get("mb", "1"))
            buffer = io.BytesIO()
            with gzip.GzipFile(fileobj=buffer, mode="wb", compresslevel=9) as packed:
                zeros = b"0" * (1 << 20)
                for _ in range(mb):
                    packed.write(zeros)
            return self.send(200, buffer.getvalue(), "application/json", {"Content-Encoding": "gzip"})
        if route == "redirect-loop" and len(parts) == 2:
            hit("loop/redirects")
            return self.send(302, "again", headers={"Location": "/redirect-loop/%d" % (int(parts[1]) + 1)})
        if route == "redirect":
            return self.send(302, "moved", headers={"Location": query.get("to", "/echo")})
        if route == "cache" and len(parts) == 3:
            return self.cache_route(parts[1], parts[2], query)
        if route == "peer":
            time.sleep(int(query.get("ms", "0")) / 1000)
            return self.send(200, str(self.client_address[1]))
        if route == "connections":
            with lock:
                accepted = connections["accepted"]
            return self.send(200, json.dumps({"accepted": accepted}), "application/json")
        if route == "headers":
            n = int(query.get("n", "100"))
            try:
                self.wfile.write(b"HTTP/1.1 200 OK\r\nContent-Length: 2\r\n")
                for i in range(n):
                    self.wfile.write(b"X-Flood-%d: %d\r\n" % (i, i))
                self.wfile.write(b"\r\nok")
            except (BrokenPipeError, ConnectionResetError):
                pass
            self.close_connection = True
            return
        if route == "bigheader":
            kb = int(query.get("kb", "1024"))
            try:
                self.wfile.write(b"HTTP/1.1 200 OK\r\nContent-Length: 2\r\nX-Big: " + b"a" * (kb * 1024) + b"\r\n\r\nok")
            except (BrokenPipeError, ConnectionResetError):
                pass
            self.close_connection = True
            return
        if route == "http09":
            self.wfile.write(b"hello\n")
            self.close_connection = True
            return
        if route == "garbage-status":
            self.wfile.write(b"HTTP/1.1 abc OK\r\nContent-Length: 2\r\n\r\nok")
            self.close_connection = True
            return
        if route == "count" and len(parts) == 2:
            with lock:
                total = sum(v for k, v in counts.items() if k.endswith("/" + parts[1]))
            return self.send(200, json.dumps({"count": total}), "application/json")
        return self.send(404, "no route")

    # Faults. Each answers one request under /fault/<fault>/<case>/.

    def fault(self, name, case, rest, url):
        answer = getattr(self, "fault_" + name, None)
        if answer is None:
            return self.send(404, "no fault " + name)
        key = name + "/" + case
        fault_count(key, "requests")
        fault_count(key, "active")
        try:
            answer(key, case, rest, url)
        except (BrokenPipeError, ConnectionResetError):
            fault_count(key, "hangups")
            self.close_connection = True
        finally:
            fault_count(key, "active", -1)

    def peer_gone(self):
        """Whether the client closed its end: readable with nothing to read (or an error)."""
        try:
            readable, _, _ = select.select([self.connection], [], [], 0)
            if not readable:
                return False
            return self.connection.recv(1, socket.MSG_PEEK) == b""
        except OSError:
            return True

    def wait_for_hangup(self, key, seconds):
        """Waits up to `seconds` for the client to hang up; True (and counted) when it did."""
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            if self.peer_gone():
                fault_count(key, "hangups")
                return True
            time.sleep(0.02)
        return False

    def head(self, status, headers):
        self.send_response(status)
        for name, value in headers:
            self.send_header(name, value)
        self.end_headers()
        self.wfile.flush()

    def stream(self, key, chunks, chunked):
        """Writes `chunks` (an iterator of bytes) until it ends or the client hangs up."""
        for chunk in chunks:
            if self.peer_gone():
                fault_count(key, "hangups")
                self.close_connection = True
                return
            if not chunk:
                continue
            self.wfile.write(b"%x\r\n" % len(chunk) + chunk + b"\r\n" if chunked else chunk)
        if chunked:
            self.wfile.write(b"0\r\n\r\n")

    def refuse(self, ident, mb):
        """Streams until the client hangs up, and records when that was seen."""
        entry = {"sent": 0, "hungUpAt": None}
        with lock:
            refusals[ident] = entry
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Transfer-Encoding", "chunked")
        self.end_headers()
        chunk = b"0," * 32768
        try:
            for _ in range(mb * 16):
                if self.peer_gone():
                    break
                self.wfile.write(b"%x\r\n" % len(chunk) + chunk + b"\r\n")
                entry["sent"] += len(chunk)
            else:
                self.wfile.write(b"0\r\n\r\n")
                self.close_connection = True
                return
        except OSError:
            pass
        entry["hungUpAt"] = time.time()
        self.close_connection = True

    def fault_truncated(self, key, case, rest, url):
        self.head(200, [("Content-Type", "application/json"), ("Content-Length", "1000")])
        self.wfile.write(b'{"partial":')
        self.wfile.flush()
        self.close_connection = True

    def fault_html200(self, key, case, rest, url):
        page = ("<!DOCTYPE html><html><head><title>Sign in to Wi-Fi</title></head><body>"
                "<h1>Welcome!</h1><p>Please accept the terms to continue.</p>"
                "<form method=post><input type=submit value=Accept></form></body></html>")
        self.send(200, page, "text/html; charset=utf-8")

    def fault_status429(self, key, case, rest, url):
        self.send(429, "Too Many Requests", headers={"Retry-After": "1"})

    def fault_storm503(self, key, case, rest, url):
        self.send(503, "<html><body><h1>503 Service Unavailable</h1>No server is available.</body></html>",
                  "text/html")

    def fault_never(self, key, case, rest, url):
        self.wait_for_hangup(key, lifetime)
        self.close_connection = True

    def fault_drip(self, key, case, rest, url):
        self.head(200, [("Content-Type", "application/json"), ("Content-Length", "100")])
        for _ in range(100):
            self.wfile.write(b" ")
            self.wfile.flush()
            if self.wait_for_hangup(key, 1.0):
                self.close_connection = True
                return

    def fault_reset(self, key, case, rest, url):
        self.head(200, [("Content-Type", "application/json"), ("Content-Length", "1000")])
        self.wfile.write(b'{"vehicles": [')
        self.wfile.flush()
        time.sleep(0.05)
        # SO_LINGER on, 0 s: close() sends RST instead of FIN.
        self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        self.connection.close()
        self.close_connection = True

    def fault_redirectLoop(self, key, case, rest, url):
        n = int(rest[-1]) if rest and rest[-1].isdigit() else 0
        self.send(302, "again", headers={"Location": "/fault/redirectLoop/%s/loop/%d" % (case, n + 1)})

    def fault_oversized(self, key, case, rest, url):
        self.head(200, [("Content-Type", "application/json"), ("Content-Length", str(GiB))])
        chunk = b"[" + b"0," * 32767 + b"0"
        self.stream(key, (chunk for _ in range(GiB // len(chunk))), chunked=False)
        self.close_connection = True

    def fault_oversizedChunked(self, key, case, rest, url):
        self.head(200, [("Content-Type", "application/json"), ("Transfer-Encoding", "chunked")])
        chunk = b"0," * 32768
        self.stream(key, (chunk for _ in range(GiB // len(chunk))), chunked=True)

    def fault_gzipBomb(self, key, case, rest, url):
        self.head(200, [("Content-Type", "application/json"), ("Content-Encoding", "gzip"),
                        ("Transfer-Encoding", "chunked")])

        def packed():
            # Compressed as it is sent: a client that stops early costs the server nothing.
            packer = zlib.compressobj(9, zlib.DEFLATED, 31)
            zeros = b"0" * MiB
            for _ in range(GiB // MiB):
                yield packer.compress(zeros)
            yield packer.flush()

        self.stream(key, packed(), chunked=True)

    def fault_echoKey(self, key, case, rest, url):
        if rest and rest[0] == "landing":
            seen = {k: v for k, v in parse_qsl(url.query, keep_blank_values=True)}
            body = seen.get("echo", "") + "\nlanding saw: " + self.path + "\n" + self.header_text()
            return self.send(200, body, "text/plain; charset=utf-8")
        echo = self.echo_text(url)
        port = self.server.server_address[1]
        location = "http://localhost:%d/fault/echoKey/%s/landing?echo=%s" % (port, case, quote(echo, safe=""))
        self.send(302, echo, "text/plain; charset=utf-8", headers={"Location": location})

    def header_text(self):
        return "".join("%s: %s\n" % (k, v) for k, v in self.headers.items())

    def echo_text(self, url):
        """The request echoed, each credential-looking value in every form a server may use."""
        secrets = [v for k, v in parse_qsl(url.query, keep_blank_values=True) if k.lower() in CREDENTIAL_QUERY and v]
        secrets += [v for k, v in self.headers.items()
                    if v and ("token" in k.lower() or k.lower() == "authorization")]
        lines = []
        if secrets:
            # The secret whole, then again from the 193rd character: a cut at 200 falls inside it.
            head = "Invalid key " + secrets[0] + " (" + quote(secrets[0], safe="") + ") "
            lines.append(head + "." * max(0, 192 - len(head)) + secrets[0] + " is not a valid credential.")
        lines.append("GET " + self.path)
        lines.append(self.header_text())
        for value in secrets:
            once = quote(value, safe="")
            lines.append("raw: " + value)
            lines.append("encoded: " + once + " " + once.lower())
            lines.append("twice: " + quote(once, safe=""))
            lines.append("entities: " + "".join("&#%d;" % ord(c) for c in value))
            lines.append("<b>Invalid key</b> <i>" + html.escape(value) + "</i>")
        return "\n".join(lines)

    def fault_script(self, key, case, rest, url):
        with lock:
            queue = scripts.get(case, [])
            entry = queue.pop(0) if queue else None
        if entry is None:
            return self.fault_never(key, case, rest, url)
        status, content_type, body = entry
        self.send(status, body, content_type)

    # Conditional-request routes for the CacheMiddleware tests, self-contained.
    cache_answers = {}

    def cache_route(self, kind, key, query):
        hit("cache/" + key)
        stamp = "Wed, 01 May 2024 10:00:00 GMT"
        with lock:
            answered = Handler.cache_answers.get(key, 0)
        if kind == "etag":
            tag = '"%s-1"' % key
            headers = {"ETag": tag, "Cache-Control": "max-age=" + query.get("max_age", "0")}
            if self.headers.get("If-None-Match") == tag:
                return self.send_not_modified(headers)
        elif kind == "modified":
            headers = {"Last-Modified": stamp}
            if self.headers.get("If-Modified-Since") == stamp:
                return self.send_not_modified(headers)
        elif kind == "max-age":
            headers = {"Cache-Control": "max-age=" + query.get("seconds", "60")}
        else:
            return self.send(404, "no route")
        with lock:
            answered = Handler.cache_answers[key] = answered + 1
        return self.send(200, json.dumps({"key": key, "answer": answered}), "application/json", headers)

    def send_not_modified(self, headers):
        self.send_response(304)
        for name, value in headers.items():
            self.send_header(name, value)
        self.end_headers()


class Server(ThreadingHTTPServer):
    daemon_threads = True
    # Fault cases run concurrently; the default backlog of 5 would drop connections.
    request_queue_size = 128

    def handle_error(self, request, client_address):
        pass  # a reset or a hung-up client is what these routes are for


def main():
    global lifetime, connect_delay
    args = sys.argv[1:]
    if args:
        lifetime = float(args.pop(0))
    tls = None
    while args:
        option = args.pop(0)
        if option == "--tls":
            tls = (args.pop(0), args.pop(0))
        elif option == "--connect-delay-ms":
            connect_delay = float(args.pop(0)) / 1000
    server = Server(("127.0.0.1", 0), Handler)
    if tls:
        import ssl
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(tls[0], tls[1])
        # The handshake happens in the handler's thread, on its first read, not in accept().
        server.socket = context.wrap_socket(server.socket, server_side=True, do_handshake_on_connect=False)
    print(server.server_address[1], flush=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()

    def watch_stdin():
        sys.stdin.read()  # returns when the test closes our stdin, or its process exits
        os._exit(0)       # do not wait for handlers still sleeping in /slow

    threading.Thread(target=watch_stdin, daemon=True).start()
    time.sleep(lifetime)  # a hard cap on the server's life, whatever the test does
    os._exit(0)


if __name__ == "__main__":
    main()
