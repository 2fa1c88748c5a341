/**
 * jsdom has HTMLDialogElement and its `open` attribute but not showModal() or close().
 * These follow the HTML standard's steps that the app's dialogs rely on, including the one
 * that matters under React's StrictMode: close() fires its "close" event in a task of its
 * own, after whatever the page does next (an effect that runs again and reopens the dialog
 * still receives that event). No top layer, no inertness, no focus moves: jsdom does no
 * layout, and nothing here tests those (the end-to-end journeys do, in Chromium).
 */
const proto = HTMLDialogElement.prototype;

if (typeof proto.showModal !== 'function') {
  Object.defineProperty(proto, 'showModal', {
    configurable: true,
    value(this: HTMLDialogElement) {
      if (this.open) return;
      if (!this.isConnected) throw new DOMException('The dialog is not in a document.', 'InvalidStateError');
      this.open = true;
    },
  });
}

if (typeof proto.close !== 'function') {
  Object.defineProperty(proto, 'close', {
    configurable: true,
    value(this: HTMLDialogElement) {
      if (!this.open) return;
      this.open = false;
      // "Queue an element task on the user interaction task source … to fire an event named close."
      setTimeout(() => this.dispatchEvent(new Event('close')), 0);
    },
  });
}
