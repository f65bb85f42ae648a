-- Loaded by runWrk({ exact: true }) (scripts/bench/wrk.ts): wrk's own report gives the 50th, 75th, 90th and 99th
-- percentiles and counts only answers of 400 and above as errors. This adds the 95th percentile and counts every
-- answer outside 2xx (a redirect to the sign-in page is a failure too). response() makes wrk read each answer into
-- Lua, which costs it time per request: the rate rounds of the main bench do without.
local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  non2xx = 0
end

function response(status, headers, body)
  if status < 200 or status > 299 then
    non2xx = non2xx + 1
  end
end

function done(summary, latency, requests)
  local n = 0
  for _, thread in ipairs(threads) do
    n = n + thread:get("non2xx")
  end
  io.write(string.format("p95_us: %d\nnon_2xx: %d\n", latency:percentile(95), n))
end
