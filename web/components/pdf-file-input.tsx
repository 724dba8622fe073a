import { FileInput, type FileInputProps } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';

/**
 * The one-PDF file field of the upload forms: PDFs offered first, clearable, and `onChoose` told of each choice
 * (the form keeps the file and the upload hook checks it at once).
 */
export function PdfFileInput({
  onChoose,
  ...props
}: Omit<FileInputProps<false>, 'onChange' | 'multiple'> & { onChoose: (file: File | null) => void }) {
  return (
    <FileInput
      required
      placeholder="Choose a PDF"
      accept="application/pdf,.pdf"
      leftSection={<IconFileTypePdf size={16} />}
      clearable
      {...props}
      onChange={onChoose}
    />
  );
}
