#!/usr/bin/env python3
"""A tiny HTTP server for TransitKit's URLSessionTransport tests.

Binds 127.0.0.1 on a free port, prints the port on its first line, and serves until its
stdin closes (the test process ended) or 120 s pass, whichever comes first. Never listens
beyond loopback.

Routes:
  /status/<code>            that status; body "status <code>"; ?retry_after=N adds Retry-After
  /bytes                    the 256 byte values 0..255, application/octet-stream
  /echo                     JSON of the method, path, query and request headers
  /slow?ms=N                waits N ms, then 200 "slow"
  /flaky/<key>?fail=N&code=C   the first N requests for <key> get C (default 503), then 200
  /retry-after/<key>?seconds=S the first request gets 503 + Retry-After: S, later ones 200 with
                               the milliseconds since the previous request for <key>
  /count/<key>              how many requests <key> has seen so far
  /big?kb=N                 N KiB of JSON-ish bytes, with Content-Length
  /stream?mb=N              N MiB sent in 64 KiB chunks, chunked (no Content-Length)
  /announce?bytes=N         headers claim Content-Length N, then 10 bytes and the connection closes
  /drip?bytes=N&ms=M        Content-Length N, then one byte every M ms
  /gzip?mb=N                a gzip body that inflates to N MiB of zeros (Content-Encoding: gzip)
  /redirect-loop/<n>        302 to /redirect-loop/<n+1>, for ever
  /redirect?to=URL          302 to URL (URL-encoded in the query)
  /cache/etag/<key>?max_age=N      ETag "<key>-1" and Cache-Control: max-age=N (default 0); a
                                   matching If-None-Match gets 304; the body counts full answers
  /cache/modified/<key>            Last-Modified fixed, no freshness; a matching
                                   If-Modified-Since gets 304; the body counts full answers
  /cache/max-age/<key>?seconds=N   Cache-Control: max-age=N; the body counts answers
  (every /cache/… request counts towards /count/<key>)
"""
import gzip
import io
import json
import os
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse

counts = {}
last_seen = {}
lock = threading.Lock()


def hit(key):
    with lock:
        counts[key] = counts.get(key, 0) + 1
        now = time.monotonic()
        previous = last_seen.get(key)
        last_seen[key] = now
        return counts[key], (None if previous is None else (now - previous) * 1000)


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

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

    def do_GET(self):
        url = urlparse(self.path)
        query = {k: v[0] for k, v in parse_qs(url.query).items()}
        parts = [p for p in url.path.split("/") if p]
        if not parts:
            return self.send(404, "no route")
        route = parts[0]
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
        if route == "count" and len(parts) == 2:
            with lock:
                total = sum(v for k, v in counts.items() if k.endswith("/" + parts[1]))
            return self.send(200, json.dumps({"count": total}), "application/json")
        return self.send(404, "no route")


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


def main():
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    print(server.server_address[1], flush=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()

    def watch_stdin():
        sys.stdin.read()  # returns when the test closes our stdin, or its process exits
        os._exit(0)       # do not wait for handlers still sleeping in /slow

    threading.Thread(target=watch_stdin, daemon=True).start()
    time.sleep(120)       # a hard cap on the server's life, whatever the test does
    os._exit(0)


if __name__ == "__main__":
    main()
