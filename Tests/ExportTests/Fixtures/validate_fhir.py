"""Validates FHIR R4 Observations (NDJSON, one per line) with the fhir.resources package.

Usage: validate_fhir.py FILE.ndjson...
Uses the R4B models (Observation is the same in R4 and R4B). Prints `<file> <observations>`.
"""
import sys

try:
    from fhir.resources.R4B.observation import Observation
except ImportError:
    sys.exit("the fhir.resources package is missing: pip install --break-system-packages fhir.resources==7.1.0 (make deps)")

for path in sys.argv[1:]:
    count = 0
    with open(path) as f:
        for number, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                Observation.parse_raw(line)
            except Exception as e:  # a validation error names the field
                sys.exit(f"{path}:{number}: {e}")
            count += 1
    print(path.rsplit("/", 1)[-1], count)
