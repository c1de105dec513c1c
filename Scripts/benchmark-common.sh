# Sourced by the Scripts/benchmark*.sh scripts (run from the repository's root).

# libxml2's headers for the Benchmarks package's baselines, installed when pkg-config does not find them.
need_libxml2() {
  if ! pkg-config --exists libxml-2.0 2>/dev/null; then
    echo "libxml-2.0 not found by pkg-config; installing libxml2-dev" >&2
    if [ "$(id -u)" -eq 0 ]; then apt-get install -y libxml2-dev pkg-config >&2; else sudo apt-get install -y libxml2-dev pkg-config >&2; fi
  fi
}

# Runs a build quietly: its log is printed only when it fails, and then the script stops.
quietly() {
  local log
  log=$(mktemp)
  if ! "$@" >"$log" 2>&1; then
    cat "$log" >&2
    rm -f "$log"
    exit 1
  fi
  rm -f "$log"
}

# Best wall time (ms) of each of several commands, run in turns (A, B, A, B, …) rather than all runs of A first:
# this machine's speed drifts by tens of percent within a minute (other tenants on the host), and a ratio of two
# rows is only fair when both rows saw the same machine. Prints the rows' best times on one line, in order.
# Each argument is one command line, evaluated; "SETUP ;; COMMAND" runs SETUP before each run, outside the timing
# (and a moment before it, so that the kernel's work after SETUP, such as freeing a removed site, is not timed).
best_of_each() {
  local runs="$1"
  shift
  local -a best=()
  local i
  for _ in $(seq "$runs"); do
    i=0
    for row in "$@"; do
      local setup="" command="$row" start end ms
      if [[ "$row" == *" ;; "* ]]; then setup="${row%% ;; *}"; command="${row#* ;; }"; fi
      # The setup's own after-work (the kernel freeing a removed site's pages) must not fall into the timing.
      if [[ -n "$setup" ]]; then eval "$setup"; sleep 0.2; fi
      start=$(date +%s%N)
      eval "$command" >/dev/null 2>&1 || true
      end=$(date +%s%N)
      ms=$(( (end - start) / 1000000 ))
      if [[ -z "${best[$i]:-}" || $ms -lt ${best[$i]} ]]; then best[$i]=$ms; fi
      i=$((i + 1))
    done
  done
  echo "${best[*]}"
}
