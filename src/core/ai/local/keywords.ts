/**
 * Keywords and builtins the local completion offers (the fallback covers JavaScript, TypeScript,
 * Python, CSS and HTML; other languages get at least their keywords). Lists are the languages' own
 * reserved words and the builtins a beginner types most, in no particular order: ranking is done
 * by the completion engine.
 */
import type { LanguageKey } from '../language';

const split = (words: string): string[] => words.trim().split(/\s+/);

const JS_KEYWORDS = split(`
  await break case catch class const continue debugger default delete do else export extends
  false finally for function if import in instanceof let new null return static super switch this
  throw true try typeof undefined var void while with yield async of
`);
const JS_BUILTINS = split(`
  console Array Object String Number Boolean Math JSON Promise Map Set WeakMap Date RegExp Error
  TypeError Symbol parseInt parseFloat isNaN setTimeout clearTimeout setInterval clearInterval
  fetch document window localStorage addEventListener querySelector querySelectorAll
  getElementById createElement appendChild textContent length push pop shift unshift slice splice
  map filter reduce forEach find findIndex includes indexOf join split replace trim toUpperCase
  toLowerCase keys values entries assign then catch finally resolve reject log warn error
  structuredClone requestAnimationFrame
`);
const TS_EXTRA = split(`
  interface type enum implements namespace declare readonly abstract private protected public
  keyof infer is asserts unknown never any string number boolean bigint symbol object satisfies
  Record Partial Required Readonly Pick Omit ReturnType Awaited
`);
const PYTHON_KEYWORDS = split(`
  False None True and as assert async await break class continue def del elif else except finally
  for from global if import in is lambda nonlocal not or pass raise return try while with yield
  match case
`);
const PYTHON_BUILTINS = split(`
  print len range enumerate zip map filter sorted reversed sum min max abs round int float str bool
  list dict set tuple isinstance type open input super property staticmethod classmethod append
  extend items keys values format join split strip replace startswith endswith self __init__
  __name__ __main__ Exception ValueError TypeError KeyError IndexError
`);
const CSS_WORDS = split(`
  display flex grid block inline inline-block none position relative absolute fixed sticky top
  right bottom left width height min-width max-width min-height max-height margin padding border
  border-radius background background-color color font-family font-size font-weight line-height
  text-align justify-content align-items gap flex-direction flex-wrap grid-template-columns
  transition transform opacity overflow z-index box-shadow cursor content !important var
  @media @keyframes @import hover focus before after
`);
const HTML_WORDS = split(`
  html head body title meta link script style div span section article header footer nav main
  aside h1 h2 h3 p a img ul ol li table thead tbody tr th td form input button label select option
  textarea class id href src alt type name value placeholder charset viewport
`);

const OTHER_KEYWORDS: Partial<Record<LanguageKey, string>> = {
  java: `abstract assert boolean break byte case catch char class const continue default do double
    else enum extends final finally float for if implements import instanceof int interface long
    native new package private protected public return short static super switch synchronized this
    throw throws try void volatile while var record String System println ArrayList HashMap List`,
  cpp: `auto bool break case catch char class const constexpr continue default delete do double else
    enum explicit extern false float for friend if inline int long namespace new nullptr operator
    private protected public return short signed sizeof static struct switch template this throw
    true try typedef typename union unsigned using virtual void while include std cout cin endl
    vector string map unique_ptr shared_ptr`,
  c: `auto break case char const continue default do double else enum extern float for goto if
    inline int long register return short signed sizeof static struct switch typedef union
    unsigned void volatile while include define printf scanf malloc free NULL`,
  rust: `as async await break const continue crate else enum extern false fn for if impl in let loop
    match mod move mut pub ref return self Self static struct super trait true type unsafe use
    where while Option Some None Result Ok Err Vec String Box println vec`,
  go: `break case chan const continue default defer else fallthrough for func go goto if import
    interface map package range return select struct switch type var nil true false string int
    error make len append fmt Println`,
  php: `abstract and array as break case catch class clone const continue declare default do echo
    else elseif empty extends final finally fn for foreach function global if implements include
    instanceof interface isset namespace new null private protected public require return static
    switch throw trait try unset use var while`,
  ruby: `BEGIN END alias and begin break case class def defined do else elsif end ensure false for
    if in module next nil not or redo rescue retry return self super then true undef unless until
    when while yield puts attr_accessor require`,
  swift: `associatedtype class deinit enum extension func import init inout internal let operator
    private protocol public static struct subscript typealias var break case continue default defer
    do else fallthrough for guard if in repeat return switch where while as catch false is nil
    self Self super throw throws true try print`,
  kotlin: `as break class continue do else false for fun if in interface is null object package
    return super this throw true try typealias val var when while data sealed override open
    println listOf mapOf`,
  scala: `abstract case catch class def do else extends false final finally for forSome if implicit
    import lazy match new null object override package private protected return sealed super this
    throw trait try true type val var while with yield println`,
  sql: `SELECT FROM WHERE INSERT INTO VALUES UPDATE SET DELETE CREATE TABLE DROP ALTER INDEX JOIN
    LEFT RIGHT INNER OUTER ON GROUP BY ORDER HAVING LIMIT OFFSET AS AND OR NOT NULL PRIMARY KEY
    FOREIGN REFERENCES DISTINCT COUNT SUM AVG MIN MAX`,
  shell: `if then else elif fi case esac for while until do done in function select time echo read
    export local return exit source cd ls grep sed awk`,
  powershell: `Begin Break Catch Class Continue Data Define Do DynamicParam Else Elseif End Exit
    Filter Finally For ForEach From Function If In Param Process Return Switch Throw Trap Try Until
    Using While Write-Host Get-ChildItem Get-Location Set-Location`,
  dockerfile: `FROM RUN CMD LABEL EXPOSE ENV ADD COPY ENTRYPOINT VOLUME USER WORKDIR ARG ONBUILD
    STOPSIGNAL HEALTHCHECK SHELL`,
  lua: `and break do else elseif end false for function goto if in local nil not or repeat return
    then true until while print require pairs ipairs table string`,
  r: `if else repeat while function for next break TRUE FALSE NULL Inf NaN NA library print
    data.frame vector list c`,
  perl: `my our local sub if elsif else unless while until for foreach last next redo return
    use package require print`,
  haskell: `case class data default deriving do else foreign if import in infix infixl infixr
    instance let module newtype of then type where main putStrLn`,
  dart: `abstract as assert async await break case catch class const continue default do dynamic
    else enum export extends final finally for if implements import in is late library new null
    required return static super switch this throw try var void while with yield print`,
  elixir: `def defp defmodule do end fn case cond if unless else when receive after raise rescue
    try import alias require use true false nil IO`,
  erlang: `after and andalso band begin bnot bor case catch cond div end fun if let not of or
    orelse receive rem try when xor module export`,
  clojure: `def defn fn let if do loop recur quote var throw try catch finally ns require map
    filter reduce println`,
  fsharp: `abstract and as assert base begin class default delegate do done downcast downto elif
    else end exception extern false finally for fun function if in inherit inline interface
    internal lazy let match member module mutable namespace new not null of open or override
    private public rec return static struct then to true try type upcast use val void when while
    with yield printfn`,
  ocaml: `and as assert begin class constraint do done downto else end exception external false
    for fun function functor if in include inherit let match method module mutable new object of
    open or private rec sig struct then to true try type val virtual when while with`,
  matlab: `break case catch classdef continue else elseif end for function global if otherwise
    parfor persistent return spmd switch try while disp zeros ones plot`,
  latex: `\\begin \\end \\section \\subsection \\documentclass \\usepackage \\textbf \\emph
    \\item \\label \\ref \\cite \\includegraphics \\frac`,
  yaml: `true false null`,
  toml: `true false`,
  vhdl: `architecture begin component downto end entity for generate if in is library loop map
    of out port process signal then to type use variable when while`,
  verilog: `always and assign begin case default else end endcase endmodule for if initial input
    module negedge output parameter posedge reg wire`,
  assembly: `mov add sub mul div jmp je jne call ret push pop cmp lea inc dec and or xor nop`,
  json: `true false null`,
};

/** The words local completion offers for a language (keywords first, then builtins). */
export function vocabulary(key: LanguageKey): readonly string[] {
  const cached = cache.get(key);
  if (cached) return cached;
  let words: string[];
  switch (key) {
    case 'javascript':
    case 'jsx':
      words = [...JS_KEYWORDS, ...JS_BUILTINS];
      break;
    case 'typescript':
    case 'tsx':
      words = [...JS_KEYWORDS, ...TS_EXTRA, ...JS_BUILTINS];
      break;
    case 'python':
      words = [...PYTHON_KEYWORDS, ...PYTHON_BUILTINS];
      break;
    case 'css':
    case 'scss':
    case 'sass':
    case 'less':
      words = CSS_WORDS;
      break;
    case 'html':
    case 'vue':
    case 'svelte':
      words = [...HTML_WORDS, ...(key === 'html' ? [] : JS_KEYWORDS)];
      break;
    default:
      words = OTHER_KEYWORDS[key] ? split(OTHER_KEYWORDS[key]) : [];
  }
  const unique = [...new Set(words)];
  cache.set(key, unique);
  return unique;
}

/** Python's soft keywords are names elsewhere (`re.match`); the others never follow a dot. */
const PYTHON_HARD_KEYWORDS = new Set(
  PYTHON_KEYWORDS.filter((word) => word !== 'match' && word !== 'case'),
);

/**
 * Whether `word` can be a member name (`object.word`). JavaScript allows any reserved word
 * (`Symbol.for`, `map.delete`); Python none of its hard keywords (`items.for` does not parse).
 */
export function canBeMember(key: LanguageKey, word: string): boolean {
  return !(key === 'python' && PYTHON_HARD_KEYWORDS.has(word));
}

/** The keyword fallback after a failed model call covers exactly these languages. */
export function hasSpecKeywordFallback(key: LanguageKey): boolean {
  return (
    key === 'javascript' ||
    key === 'typescript' ||
    key === 'jsx' ||
    key === 'tsx' ||
    key === 'python' ||
    key === 'css' ||
    key === 'html'
  );
}

const cache = new Map<LanguageKey, readonly string[]>();
