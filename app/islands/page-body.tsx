// A page's body as Mantine's Tiptap editor (ADR 065, ADR 049's island pattern). The server rendered a plain
// <textarea name="body">: it stays in the form, hidden, and the editor writes its HTML into it on every change (and
// says so with an `input` event, so the form's dirty guard sees the change). Without JavaScript, or before the chunk
// arrives, the textarea is the editor. The server sanitises whatever is posted.
import { Link, RichTextEditor } from "@mantine/tiptap";
import { useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { islandData, renderIsland } from "./mount";
import type { PageBodyPayload } from "./payloads";

export function mount(el: HTMLElement) {
  const textarea = el.querySelector("textarea");
  const data = islandData<PageBodyPayload>(el);
  if (!textarea || !data || el.dataset.taken) return;
  el.dataset.taken = "1";
  const host = document.createElement("div");
  host.className = "br-page-body-editor";
  // After the textarea's input wrapper, not inside it: the wrapper is hidden once the editor shows, and the field's
  // label, description and error stay where they are.
  (textarea.closest(".mantine-Textarea-wrapper") ?? textarea).after(host);
  const write = (html: string) => {
    textarea.value = html === "<p></p>" ? "" : html;
    textarea.dispatchEvent(new Event("input", { bubbles: true }));
  };
  void renderIsland(host, <BodyEditor initial={textarea.value} label={data.label} onChange={write} onShown={() => el.classList.add("br-page-body-rich")} />);
}

function BodyEditor({ initial, label, onChange, onShown }: { initial: string; label: string; onChange: (html: string) => void; onShown: () => void }) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link.configure({ openOnClick: false, autolink: true })],
    content: initial,
    immediatelyRender: true,
    editorProps: { attributes: { "aria-label": label, "aria-multiline": "true", role: "textbox" } },
    onCreate: onShown,
    onUpdate: ({ editor }) => onChange(editor.getHTML()),
  });
  return (
    <RichTextEditor editor={editor}>
      <RichTextEditor.Toolbar>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Underline />
          <RichTextEditor.Strikethrough />
          <RichTextEditor.Code />
          <RichTextEditor.ClearFormatting />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.H2 />
          <RichTextEditor.H3 />
          <RichTextEditor.Blockquote />
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Undo />
          <RichTextEditor.Redo />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content />
    </RichTextEditor>
  );
}
