import { createRoot } from "react-dom/client";
import { Editor } from "./Editor";

const root = document.getElementById("editor");
if (root) createRoot(root).render(<Editor />);
