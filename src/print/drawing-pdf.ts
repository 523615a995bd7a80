/**
 * A Drawing as a PDF (pdfkit): text set in the bundled faces (embedded, subset), shapes, and the
 * form fields of an AcroForm that any reader can fill. pdfkit makes the fields but no appearance
 * streams and asks readers to build them (NeedAppearances), which some do badly (poppler draws a
 * round box's check as a bar) and some not at all: each field gets its own — the value as written
 * for a text field, a disc or nothing for a round checkbox — and NeedAppearances is off.
 * Typed values are set in Times (one of the PDF's standard fonts, which every reader has in full),
 * never in a subset of an embedded face that lacks the letters a player types.
 */
import { createPdf, fontName, pdfBytes, type Pdf } from './pdf-document.js';
import { fieldValueSize, type DrawOp, type Drawing, type FieldOp } from './drawing.js';
import { faceOf, textWidth } from './drawing-text.js';

/** The standard font fields are typed in, and the one their check mark is drawn with when a reader rebuilds it. */
export const FIELD_FONT = 'Times-Italic';
const CHECK_FONT = 'ZapfDingbats';
/** ZapfDingbats' "l" is a black disc: a rebuilt check mark stays round. */
const CHECK_GLYPH = 'l';
/** What a checked box is worth. */
export const CHECKED = 'Yes';

/** The PDF of a drawing, as bytes, and its page count. */
export async function drawingPdf(drawing: Drawing): Promise<{ bytes: Buffer; pages: number }> {
  const doc = createPdf({ title: drawing.title, subject: drawing.subject });
  drawInto(doc, drawing);
  return { bytes: await pdfBytes(doc), pages: drawing.pages.length };
}

function drawInto(doc: Pdf, drawing: Drawing): void {
  const form = new FormFields(doc);
  for (const page of drawing.pages) {
    doc.addPage({ size: [page.width, page.height], margin: 0 });
    if (page.background) doc.rect(0, 0, page.width, page.height).fill(page.background);
    for (const op of page.ops) drawOp(doc, op, form);
  }
}

function drawOp(doc: Pdf, op: DrawOp, form: FormFields): void {
  switch (op.kind) {
    case 'text': {
      const face = faceOf(op.font);
      const width = textWidth(op.text, op.font, op.size);
      const x = op.align === 'center' ? op.x - width / 2 : op.align === 'right' ? op.x - width : op.x;
      doc.font(fontName(face.family, face.weight, face.style)).fontSize(op.size).fillColor(op.color);
      doc.text(op.text, x, op.y, { lineBreak: false, baseline: 'alphabetic' });
      return;
    }
    case 'rect': {
      if (op.radius) doc.roundedRect(op.x, op.y, op.width, op.height, op.radius);
      else doc.rect(op.x, op.y, op.width, op.height);
      paint(doc, op.fill, op.stroke, op.lineWidth);
      return;
    }
    case 'circle':
      doc.circle(op.cx, op.cy, op.r);
      paint(doc, op.fill, op.stroke, op.lineWidth);
      return;
    case 'line':
      doc.save().moveTo(op.x1, op.y1).lineTo(op.x2, op.y2).lineWidth(op.lineWidth);
      if (op.dash) doc.dash(op.dash, { space: op.dash });
      doc.stroke(op.stroke).restore();
      return;
    case 'field':
      form.add(op);
      return;
  }
}

function paint(doc: Pdf, fill: string | undefined, stroke: string | undefined, lineWidth = 1): void {
  if (fill && stroke) doc.lineWidth(lineWidth).fillAndStroke(fill, stroke);
  else if (fill) doc.fill(fill);
  else if (stroke) doc.lineWidth(lineWidth).stroke(stroke);
}

/** pdfkit's form calls as they are (0.20): the parts its public formText/formCheckbox do not let through. */
interface PdfForm {
  _font: { id: string; name: string; ref(): unknown; encode(text: string): [string[], unknown[]]; widthOfString(text: string, size: number): number };
  _acroform?: unknown;
  _root: { data: { AcroForm: { data: { DR: { Font: Record<string, unknown> }; NeedAppearances: boolean } } } };
  _fieldDict(name: string, type: string | null, options: Record<string, unknown>): Record<string, unknown>;
  _addToParent(ref: unknown): void;
  page: { annotations: unknown[] };
  ref(data: Record<string, unknown>): { end(chunk?: Buffer | string): void };
}

/** The fields of one document: the parents of dotted names made once, each widget with its appearance. */
class FormFields {
  private parents = new Map<string, unknown>();
  constructor(private doc: Pdf) {}

  private get raw(): PdfForm {
    return this.doc as unknown as PdfForm;
  }

  add(op: FieldOp): void {
    const doc = this.doc;
    if (!this.raw._acroform) {
      doc.font(FIELD_FONT).initForm();
      // Every field has its appearance: readers show it as drawn (a reader told to rebuild them
      // draws a square or a bar for a round box), and rebuild a field's only when it is edited.
      this.raw._root.data.AcroForm.data.NeedAppearances = false;
    }
    const parts = op.name.split('.');
    const leaf = parts.pop()!;
    const parent = parts.length ? this.parent(parts.join('.')) : undefined;
    const rgb = pdfColor(op.color);
    let dict: Record<string, unknown>;
    if (op.type === 'text') {
      doc.font(FIELD_FONT);
      const font = this.raw._font;
      dict = this.raw._fieldDict(leaf, 'text', { parent });
      dict.DA = new String(`/${font.id} ${op.size} Tf ${rgb} rg`);
      if (op.value) dict.V = new String(op.value);
      dict.AP = { N: this.xobject(op.width, op.height, textAppearance(font, op, rgb), { [font.id]: font.ref() }) };
    } else {
      doc.font(CHECK_FONT);
      const font = this.raw._font;
      dict = this.raw._fieldDict(leaf, 'checkbox', { parent, label: CHECK_GLYPH });
      // Readers that rebuild a check mark look for ZapfDingbats under its usual name, /ZaDb.
      this.raw._root.data.AcroForm.data.DR.Font.ZaDb = font.ref();
      dict.DA = new String(`/ZaDb 0 Tf ${rgb} rg`);
      const state = op.checked ? CHECKED : 'Off';
      dict.V = state;
      dict.AS = state;
      const r = Math.min(op.width, op.height) * 0.3;
      const disc = `${rgb} rg ${circlePath(op.width / 2, op.height / 2, r)} f`;
      dict.AP = { N: { [CHECKED]: this.xobject(op.width, op.height, disc), Off: this.xobject(op.width, op.height, '') } };
    }
    dict.Subtype = 'Widget';
    dict.F = 4; // printed
    doc.annotate(op.x, op.y, op.width, op.height, dict as unknown as PDFKit.Mixins.AnnotationOption);
    const annotations = this.raw.page.annotations;
    this.raw._addToParent(annotations[annotations.length - 1]);
  }

  private parent(name: string): unknown {
    let ref = this.parents.get(name);
    if (!ref) {
      const parts = name.split('.');
      const leaf = parts.pop()!;
      const grand = parts.length ? this.parent(parts.join('.')) : undefined;
      ref = this.doc.formField(leaf, (grand ? { parent: grand } : {}) as Parameters<Pdf['formField']>[1]);
      this.parents.set(name, ref);
    }
    return ref;
  }

  private xobject(width: number, height: number, content: string, fonts?: Record<string, unknown>): unknown {
    const ref = this.raw.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, 0, round(width), round(height)], Resources: fonts ? { Font: fonts } : {} });
    ref.end(content);
    return ref;
  }
}

/** A text field's value as a reader shows it: on one line, left, shrunk to fit the field's width. */
function textAppearance(font: PdfForm['_font'], op: Extract<FieldOp, { type: 'text' }>, rgb: string): string {
  if (!op.value) return '/Tx BMC EMC';
  const size = fieldValueSize(font.widthOfString(op.value, op.size), op);
  const [encoded] = font.encode(op.value);
  const hex = encoded.map((h) => h.padStart(2, '0')).join('');
  const baseline = (op.height - size * 0.65) / 2;
  return `/Tx BMC q BT /${font.id} ${round(size)} Tf ${rgb} rg 2 ${round(baseline)} Td <${hex}> Tj ET Q EMC`;
}

function pdfColor(hex: string): string {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255].map((c) => round(c / 255)).join(' ');
}

/** A circle as four Bézier arcs, in a content stream's operators. */
function circlePath(cx: number, cy: number, r: number): string {
  const k = 0.5523 * r;
  const p = (x: number, y: number) => `${round(x)} ${round(y)}`;
  return [
    `${p(cx + r, cy)} m`,
    `${p(cx + r, cy + k)} ${p(cx + k, cy + r)} ${p(cx, cy + r)} c`,
    `${p(cx - k, cy + r)} ${p(cx - r, cy + k)} ${p(cx - r, cy)} c`,
    `${p(cx - r, cy - k)} ${p(cx - k, cy - r)} ${p(cx, cy - r)} c`,
    `${p(cx + k, cy - r)} ${p(cx + r, cy - k)} ${p(cx + r, cy)} c`,
  ].join(' ');
}

function round(v: number): number {
  return Math.round(v * 1000) / 1000;
}
