"""Records a Python run step by step for the debugger; python-trace-wire.ts reads what it sends.

- A step is taken before each line of a project file runs, when a project function starts, when
  it returns (or yields) and where an exception passes one of its frames. Library frames are not
  traced; a project function that library code calls back (a sort key, a map) is.
- Each step names the innermost frame's variables and the module's; a row of names equal to its
  frame's previous one is sent once and referred to again.
- Lists, tuples, sets, dicts and instances of project classes are references by id(); an
  object's contents are sent at the step where they are first seen or have changed, for every
  object reachable from the innermost frame and the module.
- Rows are kept as plain Python values and turned into JSON once per batch, in C: at once after
  the first step, then every few hundred steps or fifty milliseconds, before output (so a step
  is known before what it printed), before the program reads input, and at the end.
- Past the step cap tracing is switched off and the program runs on at full speed.

Steps travel as five ints each: position, event, stack, vars, globals. An object travels as
[step, id, kind, type, total, items], kind 0 list, 1 tuple, 2 set, 3 dict, 4 object; its items
are values (keys and values in turn for a dict or object), or null for the items of its last
version. A value travels as an int (within 2**53), a str (within the cap) or None as itself,
else as [0, text] a number, [1, text, more] a longer str, [2, bool], [3, id] a reference,
[4, text] a function or class, [5, text, type] anything else.
"""

import io
import sys
from collections import deque
from enum import Enum
from itertools import islice
from json import JSONEncoder
from opcode import opmap
from reprlib import Repr
from time import perf_counter
from types import BuiltinFunctionType, CodeType, FunctionType, MethodType, ModuleType

_CO_OPTIMIZED = 0x1
_CO_VARARGS = 0x4
_CO_VARKEYWORDS = 0x8
_CO_RESUMABLE = 0x20 | 0x80 | 0x200  # generator, coroutine, async generator
# Instructions a 'return' event is a real return or a yield at; elsewhere the frame unwinds.
_RETURN_OPS = frozenset(opmap[n] for n in ('RETURN_VALUE', 'RETURN_CONST') if n in opmap)
_YIELD_OP = opmap['YIELD_VALUE']
_GLOBAL_WRITES = frozenset(opmap[n] for n in ('STORE_GLOBAL', 'DELETE_GLOBAL'))
_SAFE_INT = 2**53
_HIDDEN = object()
# What a module's name can hold that was brought in from elsewhere, by its __module__.
_DEFINITIONS = (FunctionType, BuiltinFunctionType, MethodType, type)

_dumps = JSONEncoder(ensure_ascii=True, check_circular=False, separators=(',', ':')).encode

# Kinds of value by type: simple ones inline, the rest references (K_REF and above).
K_OTHER, K_FUNCTION, K_CLASS, K_BUILTIN, K_METHOD = 0, 1, 2, 3, 4
K_REF, K_LIST, K_TUPLE, K_SEQ, K_DICT, K_MAPPING, K_OBJECT, K_NAMEDTUPLE = range(10, 18)
# Object kinds on the wire: list, tuple, set, dict, object.
W_LIST, W_TUPLE, W_SET, W_DICT, W_OBJECT = range(5)
# Step events on the wire.
E_LINE, E_CALL, E_RETURN, E_EXCEPTION = range(4)

BATCH_STEPS = 300
BATCH_SECONDS = 0.05


def _short_repr(max_string):
    short = Repr()
    short.maxlevel = 3
    short.maxstring = min(max_string, 40)
    short.maxother = min(max_string, 40)
    return short.repr


class _Code:
    """What the tracer knows of one code object: whether it is traced, its rows and positions."""

    __slots__ = (
        'code', 'skip', 'file', 'frame_row', 'lines', 'lines_at', 'at', 'call_pos', 'function',
        'resumable',
        'module_like', 'writes_globals', 'ops', 'positions', 'source', 'raw',
    )


class _Frame:
    """One live traced call."""

    __slots__ = (
        'frame', 'info', 'index', 'stack', 'last', 'ns', 'row', 'row_list', 'refs', 'frames',
        'at', 'module', 'known', 'row_of', 'writes_globals',
    )


class _Seen:
    """The last look at one object: its type, length, the items it was encoded from, the
    containers it refers to (position, object), its wire items, and the step of the look."""

    __slots__ = ('t', 'n', 'snap', 'kids', 'items', 'stamp')


class _Output(io.TextIOBase):
    """sys.stdout or sys.stderr while a run is recorded: text goes out tagged with its step."""

    def __init__(self, fd, write, flush, real):
        super().__init__()
        self._fd = fd
        self._write = write
        self._flush = flush
        self._real = real

    def write(self, text):
        if not isinstance(text, str):
            raise TypeError(f'write() argument must be str, not {type(text).__name__}')
        if text:
            self._write(self._fd, text)
        return len(text)

    def flush(self):
        self._flush()

    def writable(self):
        return True

    def isatty(self):
        return False

    @property
    def encoding(self):
        return 'utf-8'

    @property
    def errors(self):
        return 'strict'

    @property
    def name(self):
        return '<stdout>' if self._fd == 1 else '<stderr>'

    @property
    def buffer(self):
        self._flush()
        return self._real.buffer


class _Input:
    """sys.stdin while a run is recorded: everything is sent before the program waits."""

    def __init__(self, real, before):
        self._real = real
        self._before = before

    def readline(self, *args):
        self._before()
        return self._real.readline(*args)

    def read(self, *args):
        self._before()
        return self._real.read(*args)

    def readlines(self, *args):
        self._before()
        return self._real.readlines(*args)

    def __iter__(self):
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def __getattr__(self, name):
        return getattr(self._real, name)


def _function_text(f):
    code = f.__code__
    names = code.co_varnames
    count = code.co_argcount
    kwonly = code.co_kwonlyargcount
    params = list(names[:count])
    i = count + kwonly
    if code.co_flags & _CO_VARARGS:
        params.append('*' + names[i])
        i += 1
    elif kwonly:
        params.append('*')
    params.extend(names[count : count + kwonly])
    if code.co_flags & _CO_VARKEYWORDS:
        params.append('**' + names[i])
    return 'function %s(%s)' % (f.__name__, ', '.join(params))


def _slot_names(t):
    names = []
    for klass in t.__mro__:
        slots = klass.__dict__.get('__slots__', ())
        for name in (slots,) if isinstance(slots, str) else slots:
            if name not in ('__dict__', '__weakref__') and name not in names:
                names.append(name)
    return names


def _is_dunder(name):
    return name[:2] == '__' and name[-2:] == '__'


class Recorder:
    """Records one run: `start` before the program, `stop` after it, then `finish`."""

    def __init__(self, root, main_path, main_source, limits, emit_batch, emit_output):
        max_steps, max_items, max_string, max_depth = (int(x) for x in limits)
        prefix = root.rstrip('/') + '/'
        short = _short_repr(max_string)
        sources = {main_path: main_source.replace('\r\n', '\n').replace('\r', '\n').split('\n')}

        infos = {}  # id(code) -> _Code, which keeps the code alive
        kinds = {}  # type -> (kind, wire kind, type name)
        dunders = {}
        fn_texts = {}  # id(function) -> (function, wire value)
        genframes = {}  # id(frame) -> (frame, frame index) of a suspended generator
        seen = {}  # id(object) -> _Seen
        sent = {}  # id(object) -> (wire kind, type, total, items) last sent

        stack = []
        # The batch being filled: frames, stacks, positions, vars rows, steps (five ints
        # each), objects and step values.
        batch = [[], [], [], [], [], [], []]
        counts = [0, 0, 0, 0]  # frames, stacks, positions, vars rows made
        out_parts = []

        steps = 0  # steps taken: the next step's index
        batch_first = 0  # index of the batch's first step
        tracing = False
        capped = False
        failed = None
        globals_dirty = True
        last_flush = 0.0
        out_fd = 1
        out_step = -1
        exc_id = None
        exc_step = -1
        error_step = -1
        saved = None

        # ---- source positions ------------------------------------------------------------

        def source_lines(path):
            lines = sources.get(path)
            if lines is None:
                try:
                    with open(path, encoding='utf-8', errors='replace') as file:
                        lines = file.read().split('\n')
                except OSError:
                    lines = []
                sources[path] = lines
            return lines

        def col16(lines, lineno, offset):
            """A UTF-8 byte offset on a line as a 0-based UTF-16 offset (the editor's)."""
            text = lines[lineno - 1] if 0 < lineno <= len(lines) else ''
            if text.isascii():
                return offset
            head = text.encode('utf-8')[:offset].decode('utf-8', 'ignore')
            return len(head.encode('utf-16-le')) // 2

        def line_text_span(lines, lineno):
            """Where a line's text starts and ends, as UTF-8 byte offsets (as positions are)."""
            text = lines[lineno - 1] if 0 < lineno <= len(lines) else ''
            stripped = text.rstrip()
            start = len(stripped) - len(stripped.lstrip())
            if stripped.isascii():
                return start, len(stripped)
            return len(stripped[:start].encode('utf-8')), len(stripped.encode('utf-8'))

        def position(info, line, col, end_line, end_col):
            """The index of a new row of the positions table."""
            lines = info.source
            batch[2].append(
                [
                    info.file,
                    line,
                    col16(lines, line, col) + 1,
                    end_line,
                    col16(lines, end_line, end_col) + 1,
                ]
            )
            index = counts[2]
            counts[2] += 1
            return index

        def whole_line(info, line):
            start, end = line_text_span(info.source, line)
            return position(info, line, start, line, end)

        def instruction_spans(code):
            """Each line's extent over the code's instructions that start on it."""
            spans = {}
            for line, end_line, col, end_col in code.co_positions():
                if line is None or col is None or end_line is None or end_col is None:
                    continue
                if line <= 0 or (line == end_line and col == end_col):
                    continue
                span = spans.get(line)
                if span is None:
                    spans[line] = [col, end_line, end_col]
                else:
                    if col < span[0]:
                        span[0] = col
                    if (end_line, end_col) > (span[1], span[2]):
                        span[1] = end_line
                        span[2] = end_col
            return spans

        def line_span(info, line):
            """A line step's extent: from the line's first character to the end of its
            instructions; a def or class statement only to the end of its own line."""
            span = info.raw.get(line)
            if span is None:
                return None
            code = info.code
            col, end_line, end_col = span
            inline = code.co_name.startswith('<')  # a lambda shares its first line
            if not (inline and line == code.co_firstlineno):
                col = min(col, line_text_span(info.source, line)[0])
            if end_line > line:
                for inner in code.co_consts:
                    if not isinstance(inner, CodeType) or inner.co_name.startswith('<'):
                        continue
                    last = max((p[1] for p in inner.co_positions() if p[1] is not None), default=0)
                    if end_line == last and inner.co_firstlineno <= line:
                        col, end_col = line_text_span(info.source, line)
                        end_line = line
                        break
            return col, end_line, end_col

        def make_info(code):
            info = _Code()
            info.code = code
            filename = code.co_filename
            info.skip = not filename.startswith(prefix)
            infos[id(code)] = info
            if info.skip:
                return info
            info.file = filename[len(prefix) :]
            info.source = source_lines(filename)
            module = code.co_name == '<module>'
            info.frame_row = [code.co_name, info.file, 1 if module else code.co_firstlineno]
            info.function = bool(code.co_flags & _CO_OPTIMIZED)
            info.module_like = not info.function
            info.resumable = bool(code.co_flags & _CO_RESUMABLE)
            info.ops = code.co_code
            info.writes_globals = info.module_like or any(
                op in _GLOBAL_WRITES for op in info.ops[::2]
            )
            info.positions = list(code.co_positions())
            info.raw = instruction_spans(code)
            info.lines = {}
            info.lines_at = {}
            info.at = {}
            first = code.co_firstlineno
            span = info.raw.get(first)
            if code.co_name.startswith('<') and span is not None:
                # A lambda or generator expression starts at its body.
                info.call_pos = position(info, first, span[0], span[1], span[2])
            else:
                info.call_pos = whole_line(info, first)
            return info

        def line_pos(info, line):
            span = line_span(info, line)
            if span is None:
                pos = whole_line(info, line)
            else:
                pos = position(info, line, span[0], span[1], span[2])
            info.lines[line] = pos
            return pos

        def pos_at(info, lasti, line):
            """The instruction at lasti, or its line when it has no position of its own."""
            pos = info.at.get(lasti)
            if pos is None:
                i = lasti // 2
                p = info.positions[i] if 0 <= i < len(info.positions) else (None,) * 4
                if None in p or p[0] <= 0:
                    line = line or info.code.co_firstlineno
                    pos = info.lines.get(line)
                    if pos is None:
                        pos = line_pos(info, line)
                else:
                    pos = position(info, p[0], p[2], p[1], p[3])
                info.at[lasti] = pos
            return pos

        # ---- values ----------------------------------------------------------------------

        def is_project_type(t):
            module = getattr(t, '__module__', None)
            if module == '__main__':
                return True
            path = getattr(sys.modules.get(module), '__file__', None) or ''
            return path.startswith(prefix)

        def classify(t):
            if t is list:
                kind = (K_LIST, W_LIST)
            elif t is tuple:
                kind = (K_TUPLE, W_TUPLE)
            elif t is dict:
                kind = (K_DICT, W_DICT)
            elif issubclass(t, BaseException) or issubclass(t, Enum):
                kind = (K_OTHER, 0)
            elif issubclass(t, tuple) and hasattr(t, '_fields'):
                kind = (K_NAMEDTUPLE, W_OBJECT)
            elif issubclass(t, (list, deque)):
                kind = (K_SEQ, W_LIST)
            elif issubclass(t, tuple):
                kind = (K_SEQ, W_TUPLE)
            elif issubclass(t, (set, frozenset)):
                kind = (K_SEQ, W_SET)
            elif issubclass(t, dict):
                kind = (K_MAPPING, W_DICT)
            elif t is FunctionType:
                kind = (K_FUNCTION, 0)
            elif issubclass(t, type):
                kind = (K_CLASS, 0)
            elif t is BuiltinFunctionType:
                kind = (K_BUILTIN, 0)
            elif t is MethodType:
                kind = (K_METHOD, 0)
            elif is_project_type(t):
                kind = (K_OBJECT, W_OBJECT)
            else:
                kind = (K_OTHER, 0)
            result = kinds[t] = (kind[0], kind[1], getattr(t, '__name__', '?'))
            return result

        def short_text(v, t):
            try:
                return short(v)
            except Exception:
                return '<%s>' % t.__name__

        def capped_text(text):
            return text if len(text) <= max_string else text[: max_string - 1] + '\u2026'

        def other(v, t):
            try:
                if isinstance(v, (bytes, bytearray)) and len(v) > max_string:
                    text = repr(v[:max_string]) + '\u2026'  # long bytes are not printed whole
                else:
                    text = repr(v)
            except Exception:
                text = '<%s>' % getattr(t, '__name__', '?')
            return [5, capped_text(text), t.__name__]

        def value(v, refs):
            """Any value on the wire; references are appended to refs."""
            t = type(v)
            if t is int:
                if -_SAFE_INT < v < _SAFE_INT:
                    return v
                try:
                    return [0, '%d' % v]
                except ValueError:
                    digits = int(v.bit_length() * 0.30103) + 1
                    return [5, 'an int of about %d digits' % digits, 'int']
            if t is str:
                if len(v) <= max_string:
                    return v
                return [1, v[:max_string], len(v) - max_string]
            if v is None:
                return None
            if t is bool:
                return [2, v]
            if t is float:
                return [0, repr(v)]
            kind = kinds.get(t) or classify(t)
            k = kind[0]
            if k >= K_REF:
                refs.append(v)
                return [3, id(v)]
            if k == K_FUNCTION:
                known = fn_texts.get(id(v))
                if known is None or known[0] is not v:
                    known = fn_texts[id(v)] = (v, [4, _function_text(v)])
                return known[1]
            if k == K_CLASS:
                return [4, 'class ' + getattr(v, '__name__', '?')]
            if k == K_BUILTIN:
                return [4, 'function %s(...)' % v.__name__]
            if k == K_METHOD and type(v.__func__) is FunctionType:
                f = v.__func__
                known = fn_texts.get(id(f))
                if known is None or known[0] is not f:
                    known = fn_texts[id(f)] = (f, [4, _function_text(f)])
                return [4, 'method' + known[1][1][len('function') :]]
            return other(v, t)

        def attrs_of(o, t):
            d = getattr(o, '__dict__', None)
            slots = _slot_names(t) if hasattr(t, '__slots__') else ()
            if not slots:
                return d if d is not None else {}
            merged = dict(d) if d is not None else {}
            for name in slots:
                try:
                    merged[name] = getattr(o, name)
                except AttributeError:
                    pass
            return merged

        def mapping_of(o, k):
            if k == K_OBJECT:
                return attrs_of(o, type(o))
            if k == K_NAMEDTUPLE:
                return dict(zip(o._fields, o))
            return o

        def items_of(values, start, kids, follow, out):
            """Items inside an object onto out; containers by reference while depth allows,
            each noted in kids with its position."""
            append = out.append
            position = start
            for v in values:
                t = type(v)
                if t is int:
                    if -_SAFE_INT < v < _SAFE_INT:
                        append(v)
                    else:
                        append(value(v, []))
                elif t is str and len(v) <= max_string:
                    append(v)
                elif v is None:
                    append(None)
                else:
                    kind = kinds.get(t) or classify(t)
                    if kind[0] >= K_REF:
                        if follow:
                            kids.append((position, v))
                            append([3, id(v)])
                        else:
                            append([5, short_text(v, t), t.__name__])
                    else:
                        append(value(v, []))
                if start >= 0:
                    position += 1

        def encode(o, kind, depth, before):
            """An object's wire items, from `before` (the last look) where they still hold."""
            k = kind[0]
            follow = depth < max_depth
            if k == K_LIST or k == K_TUPLE:
                n = len(o)
                snap = o[:max_items] if n > max_items else (o.copy() if k == K_LIST else o)
                common = 0
                if before is not None and before.t is type(o):
                    m = len(before.snap)
                    try:
                        same = m <= len(snap) and (
                            snap == before.snap if m == len(snap) else snap[:m] == before.snap
                        )
                    except Exception:
                        same = False
                    if same:
                        common = m
                        for position, kid in before.kids:
                            if snap[position] is not kid:
                                common = 0
                                break
                if common:
                    kids = list(before.kids)
                    if common == len(snap):
                        items = before.items
                    else:
                        items = before.items[:]
                        items_of(snap[common:], common, kids, follow, items)
                else:
                    kids = []
                    items = []
                    items_of(snap, 0, kids, follow, items)
            elif k == K_SEQ:
                n = len(o)
                snap = list(islice(o, max_items))
                kids = []
                items = []
                items_of(snap, -1, kids, follow, items)
            else:
                d = mapping_of(o, k)
                n = len(d)
                if n <= max_items:
                    snap = dict(d)
                    pairs = snap.items()
                else:
                    snap = list(islice(dict.items(d), max_items))
                    pairs = snap
                kids = []
                items = []
                for key, v in pairs:
                    items_of((key,), -1, kids, follow, items)
                    start = len(kids)
                    items_of((v,), 0, kids, follow, items)
                    if len(kids) > start:
                        kids[-1] = (key, kids[-1][1])
            return n, snap, kids, items

        def unchanged(o, k, s):
            """Whether o still holds what s was encoded from: equal contents (compared in C),
            and the same lists and objects inside."""
            snap = s.snap
            n = s.n
            if k == K_LIST or k == K_TUPLE:
                if len(o) != n or not (o == snap if n <= max_items else o[:max_items] == snap):
                    return False
                for position, kid in s.kids:
                    if o[position] is not kid:
                        return False
                return True
            if k == K_SEQ:
                return len(o) == n and list(islice(o, max_items)) == snap
            d = mapping_of(o, k)
            if len(d) != n:
                return False
            if n <= max_items:
                if not dict.__eq__(d, snap):
                    return False
            elif list(islice(dict.items(d), max_items)) != snap:
                return False
            for position, kid in s.kids:
                if position != -1 and d.get(position) is not kid:
                    return False
            return True

        def visit(o, depth, k):
            """Sends o's contents if they changed since last sent, then visits what it holds."""
            i = id(o)
            t = type(o)
            s = seen.get(i)
            kind = kinds.get(t) or classify(t)
            if s is not None and s.t is t:
                if s.stamp == k:
                    return
                try:
                    same = unchanged(o, kind[0], s)
                except Exception:
                    same = False
                if same:
                    s.stamp = k
                    for _, kid in s.kids:
                        visit(kid, depth + 1, k)
                    return
            else:
                s = None
            n, snap, kids, items = encode(o, kind, depth, s)
            wire = kind[1]
            last = sent.get(i)
            if last is None or last[0] != wire or last[1] != kind[2]:
                batch[5].append([k, i, wire, kind[2], n, items])
                sent[i] = (wire, kind[2], n, items)
            elif last[3] is items:
                if last[2] != n:
                    # The same items as last sent (null), with another total.
                    batch[5].append([k, i, wire, kind[2], n, None])
                    sent[i] = (wire, kind[2], n, items)
            elif last[2] != n or last[3] != items:
                batch[5].append([k, i, wire, kind[2], n, items])
                sent[i] = (wire, kind[2], n, items)
            s = _Seen()
            s.t = t
            s.n = n
            s.snap = snap
            s.kids = kids
            s.items = items
            s.stamp = k
            seen[i] = s
            for _, kid in kids:
                visit(kid, depth + 1, k)

        # ---- rows ------------------------------------------------------------------------

        def function_row(e):
            """The vars index of a function's names now; its last row when it is equal."""
            names = []
            append = names.append
            refs = []
            for name, v in e.ns.items():
                t = type(v)
                if t is int and -_SAFE_INT < v < _SAFE_INT:
                    append(name)
                    append(v)
                elif t is str and len(v) <= max_string:
                    append(name)
                    append(v)
                elif v is None:
                    append(name)
                    append(None)
                elif name != '__class__':  # what super() needs, not a name the user wrote
                    append(name)
                    append(value(v, refs))
            e.refs = refs
            if names != e.row_list:
                batch[3].append(names)
                e.row_list = names
                e.row = counts[3]
                counts[3] += 1
            return e.row

        def module_row(e):
            """A module's (or class body's) own names: no dunders, modules, or functions and
            classes imported from elsewhere. What is not an int, str or None is remembered by
            identity with its wire value, unless its text may change."""
            names = []
            append = names.append
            refs = []
            module = e.module
            known = e.known
            looked = 0
            ns = e.ns
            for name, v in ns.items():
                t = type(v)
                if (t is int and -_SAFE_INT < v < _SAFE_INT) or v is None or (
                    t is str and len(v) <= max_string
                ):
                    if name[0] == '_':
                        d = dunders.get(name)
                        if d is None:
                            d = dunders[name] = _is_dunder(name)
                        if d:
                            continue
                    append(name)
                    append(v)
                    continue
                looked += 1
                c = known.get(name)
                if c is None or c[0] is not v:
                    c = known_value(name, v, t, module)
                    known[name] = c
                wire = c[1]
                if wire is _HIDDEN:
                    continue
                if c[2]:
                    refs.append(v)
                append(name)
                append(wire)
            if looked < len(known):
                # A name deleted or bound to a plain value lets go of what it held.
                for name in [n for n, c in known.items() if ns.get(n, _HIDDEN) is not c[0]]:
                    del known[name]
            e.refs = refs
            if names != e.row_list:
                batch[3].append(names)
                e.row_list = names
                e.row = counts[3]
                counts[3] += 1
            return e.row

        def known_value(name, v, t, module):
            """(value, wire value or _HIDDEN, whether it is a reference) of a module name; the
            value is None for what must be looked at again each time."""
            if _is_dunder(name) or t is ModuleType:
                return (v, _HIDDEN, False)
            if isinstance(v, _DEFINITIONS) and getattr(v, '__module__', None) != module:
                return (v, _HIDDEN, False)
            refs = []
            wire = value(v, refs)
            kind = kinds.get(t)
            return (None if kind is None or kind[0] == K_OTHER else v, wire, bool(refs))

        # ---- steps -----------------------------------------------------------------------

        def flush():
            """Sends the pending rows as one batch, then any output waiting."""
            nonlocal batch, batch_first, last_flush
            if batch[4] or batch[0] or batch[1] or batch[3]:
                sending = batch
                first = batch_first
                batch = [[], [], [], [], [], [], []]
                batch_first = steps
                last_flush = perf_counter()
                # A list of ints prints as JSON, faster than the encoder writes it.
                rest = [sending[0], sending[1], sending[2], sending[3], sending[5], sending[6]]
                emit_batch('{"k":%d,"t":%r,"b":%s}' % (first, sending[4], _dumps(rest)))
                if seen:
                    # What the last step did not reach is looked at afresh when it is again.
                    latest = steps - 1
                    for i in [i for i, s in seen.items() if s.stamp < latest]:
                        del seen[i]
            if out_parts:
                text = ''.join(out_parts)
                out_parts.clear()
                emit_output(out_fd, text, out_step)

        def step(e, event, pos, wire_value, value_refs):
            nonlocal steps, globals_dirty
            k = steps
            if k >= max_steps:
                cap()
                return
            vi = e.row_of(e)
            g = stack[0]
            if g is e:
                g = None
                gi = -1
            else:
                if globals_dirty:
                    g.row_of(g)
                gi = g.row
            mark = len(batch[5])
            try:
                for o in e.refs:
                    visit(o, 1, k)
                if g is not None:
                    for o in g.refs:
                        visit(o, 1, k)
                if value_refs:
                    for o in value_refs:
                        visit(o, 1, k)
            except BaseException:
                # A step left half made sends nothing: every object is sent afresh later.
                del batch[5][mark:]
                seen.clear()
                sent.clear()
                raise
            if wire_value is not None:
                batch[6].append([k, wire_value])
            batch[4] += (pos, event, e.stack, vi, gi)
            steps = k + 1
            e.last = k
            # The frame runs on from here, and may assign the module's names.
            globals_dirty = e.writes_globals
            if (
                k == 0
                or len(batch[4]) >= BATCH_STEPS * 5
                or ((k & 15) == 0 and perf_counter() - last_flush >= BATCH_SECONDS)
            ):
                flush()

        def push(frame, info, index):
            e = _Frame()
            e.frame = frame
            e.info = info
            e.index = index
            e.last = -1
            e.ns = frame.f_locals
            e.row = -1
            e.row_list = None
            e.refs = ()
            e.module = frame.f_globals.get('__name__') if info.module_like else None
            e.known = {}
            e.row_of = function_row if e.module is None else module_row
            e.writes_globals = info.writes_globals
            if stack:
                parent = stack[-1]
                e.frames = parent.frames + [index]
                e.at = parent.at + [parent.last]
            else:
                e.frames = [index]
                e.at = []
            batch[1].append([e.frames, e.at + [-1]])
            e.stack = counts[1]
            counts[1] += 1
            stack.append(e)
            return e

        def pop(e):
            nonlocal globals_dirty
            if stack and stack[-1] is e:
                stack.pop()
            if stack and stack[-1].writes_globals:
                globals_dirty = True

        def top(frame):
            """The frame's entry, innermost; entries above it (none, normally) are dropped."""
            if stack and stack[-1].frame is frame:
                return stack[-1]
            for j in range(len(stack) - 1, -1, -1):
                if stack[j].frame is frame:
                    del stack[j + 1 :]
                    return stack[j]
            return None

        def untrace():
            nonlocal tracing
            sys.settrace(None)
            tracing = False
            f = sys._getframe()
            while f is not None:
                f.f_trace = None
                f = f.f_back
            stack.clear()
            genframes.clear()

        def cap():
            nonlocal capped
            capped = True
            untrace()
            flush()

        def fail(error):
            nonlocal failed
            failed = '%s: %s' % (type(error).__name__, error)
            untrace()
            flush()

        def global_trace(frame, event, arg):
            code = frame.f_code
            info = infos.get(id(code))
            if info is None or info.code is not code:
                info = make_info(code)
            if info.skip or not tracing:
                return None
            try:
                if steps >= max_steps:
                    cap()
                    return None
                index = -1
                if info.resumable:
                    known = genframes.get(id(frame))
                    if known is not None and known[0] is frame:
                        index = known[1]
                resumed = index >= 0
                if not resumed:
                    index = counts[0]
                    counts[0] += 1
                    batch[0].append(info.frame_row)
                    if info.resumable:
                        genframes[id(frame)] = (frame, index)
                e = push(frame, info, index)
                if info.function and not resumed:
                    step(e, E_CALL, info.call_pos, None, None)
            except RecursionError:
                pass
            except Exception as error:
                fail(error)
                return None
            return local_trace if tracing else None

        def local_trace(frame, event, arg):
            nonlocal exc_id, exc_step
            try:
                if event == 'line':
                    e = stack[-1] if stack else None
                    if e is None or e.frame is not frame:
                        e = top(frame)
                    if e is not None:
                        # A line's position by the instruction it starts at (cheaper to read).
                        lines_at = e.info.lines_at
                        lasti = frame.f_lasti
                        pos = lines_at.get(lasti)
                        if pos is None:
                            line = frame.f_lineno
                            pos = e.info.lines.get(line)
                            if pos is None:
                                pos = line_pos(e.info, line)
                            lines_at[lasti] = pos
                        step(e, E_LINE, pos, None, None)
                elif event == 'return':
                    e = top(frame)
                    if e is not None:
                        info = e.info
                        lasti = frame.f_lasti
                        op = info.ops[lasti] if 0 <= lasti < len(info.ops) else -1
                        try:
                            if info.function and (op in _RETURN_OPS or op == _YIELD_OP):
                                refs = []
                                wire = value(arg, refs)
                                line = frame.f_lineno
                                pos = info.lines.get(line)
                                if pos is None:
                                    pos = line_pos(info, line)
                                step(e, E_RETURN, pos, [wire], refs)
                        finally:
                            pop(e)
                            if info.resumable and op != _YIELD_OP:
                                genframes.pop(id(frame), None)
                elif event == 'exception':
                    e = top(frame)
                    if e is not None:
                        error = arg[1] if arg[1] is not None else arg[0]
                        name = type(error).__name__
                        try:
                            message = str(error)
                        except Exception:
                            message = ''
                        text = '%s: %s' % (name, message) if message else name
                        pos = pos_at(e.info, frame.f_lasti, frame.f_lineno)
                        k = steps
                        step(e, E_EXCEPTION, pos, [[5, capped_text(text), name]], None)
                        if steps > k and id(error) != exc_id:
                            exc_id = id(error)
                            exc_step = k
            except RecursionError:
                pass
            except Exception as error:
                fail(error)
            return local_trace if tracing else None

        # ---- output and input ------------------------------------------------------------

        def write(fd, text):
            nonlocal out_fd, out_step
            current = steps - 1
            if out_parts and (fd != out_fd or current != out_step):
                flush()
            out_parts.append(text)
            out_fd = fd
            out_step = current
            if '\n' in text:
                flush()

        def start():
            nonlocal saved, tracing, last_flush
            saved = (sys.stdout, sys.stderr, sys.stdin)
            sys.stdout = _Output(1, write, flush, saved[0])
            sys.stderr = _Output(2, write, flush, saved[1])
            sys.stdin = _Input(saved[2], flush)
            tracing = True
            last_flush = perf_counter()
            sys.settrace(global_trace)

        def stop():
            nonlocal tracing, capped
            if tracing:
                if sys.gettrace() is not global_trace:
                    # Python dropped the tracer (a call too deep for it to be called): the
                    # rest ran unrecorded, as past the cap.
                    capped = True
                sys.settrace(None)
                tracing = False
                stack.clear()
                genframes.clear()

        def uncaught(error):
            nonlocal error_step
            if id(error) == exc_id:
                error_step = exc_step

        def finish():
            """Sends what is left, puts the streams back, and says how recording ended."""
            nonlocal saved
            stop()
            try:
                if failed:
                    write(2, 'The debugger stopped recording here (%s); the program ran on.\n'
                          % failed)
                flush()
            except KeyboardInterrupt:
                pass  # Stop again while the last batch went out: the run ends all the same.
            finally:
                if saved is not None:
                    sys.stdout, sys.stderr, sys.stdin = saved
                    saved = None
                seen.clear()
                sent.clear()
            return _dumps({'recorded': batch_first, 'capped': capped, 'errorStep': error_step})

        self.start = start
        self.stop = stop
        self.uncaught = uncaught
        self.finish = finish


def make_recorder(root, main_path, main_source, limits, emit_batch, emit_output):
    return Recorder(root, main_path, main_source, limits, emit_batch, emit_output)
