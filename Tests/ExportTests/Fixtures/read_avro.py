"""Reads back Avro container files with python3-avro and checks them against RADAR's schemas.

Usage: read_avro.py SCHEMA_DIR FILE.avro...
For each file: the header's schema must have the fixture schema's record name, field names,
order and types; every record must validate against the fixture schema, and every field's
Python type must match its Avro type. Prints `<file> <records>` per file.
"""
import json
import os
import sys

try:
    import avro.datafile
    import avro.io
    import avro.schema
except ImportError:
    sys.exit("python3-avro is missing: apt-get install python3-avro (make deps)")


def strip(t):
    """A type's JSON without docs and defaults, for comparison."""
    if isinstance(t, dict):
        return {k: strip(v) for k, v in t.items() if k not in ("doc", "default")}
    if isinstance(t, list):
        return [strip(x) for x in t]
    return t


PY = {"double": float, "float": float, "int": int, "long": int, "string": str, "boolean": bool}


def check_value(name, t, v):
    if isinstance(t, list):
        if v is None:
            assert "null" in t, f"{name}: null for {t}"
            return
        t = [x for x in t if x != "null"][0]
    if isinstance(t, dict) and t.get("type") == "enum":
        assert v in t["symbols"], f"{name}: {v!r} not in {t['symbols']}"
        return
    assert isinstance(v, PY[t]) and not (t != "boolean" and isinstance(v, bool)), f"{name}: {v!r} is not {t}"


schema_dir = sys.argv[1]
for path in sys.argv[2:]:
    topic = os.path.basename(path)[: -len(".avro")]
    with open(os.path.join(schema_dir, topic + ".avsc")) as f:
        expected_json = json.load(f)
    expected = avro.schema.parse(json.dumps(expected_json))
    with open(path, "rb") as f:
        reader = avro.datafile.DataFileReader(f, avro.io.DatumReader())
        header = json.loads(reader.get_meta("avro.schema").decode())
        assert reader.get_meta("avro.codec") in (None, b"null"), "codec is not null"
        assert header["name"] == expected_json["name"] and header["namespace"] == expected_json["namespace"], header["name"]
        got = [(f["name"], strip(f["type"])) for f in header["fields"]]
        want = [(f["name"], strip(f["type"])) for f in expected_json["fields"]]
        assert got == want, f"{topic}: header fields {got} != schema {want}"
        count = 0
        for record in reader:
            assert list(record.keys()) == [f["name"] for f in expected_json["fields"]], list(record.keys())
            assert avro.io.validate(expected, record), f"{topic}: record does not validate: {record}"
            for field in expected_json["fields"]:
                check_value(field["name"], field["type"], record[field["name"]])
            count += 1
        reader.close()
    print(os.path.basename(path), count)
